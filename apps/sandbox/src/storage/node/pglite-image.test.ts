import { describe, expect, it } from 'vitest';
import { cutWal, tarMembers } from './pglite-image.js';

const encoder = new TextEncoder();

/** A ustar tarball of the given files (path → size; the bytes count up), as `dumpDataDir('none')` writes one. */
function tarball(files: Record<string, number>): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const [path, size] of Object.entries(files)) {
    const header = new Uint8Array(512);
    header.set(encoder.encode(`/${path}`), 0);
    header.set(encoder.encode(`${size.toString(8).padStart(11, '0')}\0`), 124);
    header[156] = '0'.charCodeAt(0);
    header.set(encoder.encode('ustar\u000000'), 257);
    header.fill(0x20, 148, 156);
    header.set(
      encoder.encode(
        `${header
          .reduce((n, b) => n + b, 0)
          .toString(8)
          .padStart(6, '0')}\0 `,
      ),
      148,
    );
    blocks.push(
      header,
      Uint8Array.from({ length: Math.ceil(size / 512) * 512 }, (_, i) => (i < size ? i % 251 : 0)),
    );
  }
  blocks.push(new Uint8Array(1024));
  return Uint8Array.from(blocks.flatMap((b) => [...b]));
}

const sizes = (tar: Uint8Array) => Object.fromEntries([...tarMembers(tar)].map((m) => [m.path, m.data?.length]));

describe('cutting a dump’s write-ahead log', () => {
  const SEGMENT = 'pg_wal/000000010000000000000002';
  const OLD = 'pg_wal/000000010000000000000001';
  const given = { PG_VERSION: 3, [OLD]: 3 * 8192, [SEGMENT]: 4 * 8192, 'base/5/1259': 20_000 };

  it.each([
    { written: 248, want: 8192 },
    { written: 0, want: 8192 },
    { written: 8192, want: 8192 },
    { written: 8193, want: 16384 },
  ])('keeps the pages up to $written bytes of the current segment ($want)', ({ written, want }) => {
    expect(sizes(cutWal(tarball(given), SEGMENT, written))).toEqual({
      PG_VERSION: 3,
      [SEGMENT]: want,
      'base/5/1259': 20_000,
    });
  });

  it('keeps every other file byte for byte', () => {
    const members = new Map([...tarMembers(cutWal(tarball(given), SEGMENT, 248))].map((m) => [m.path, m.data]));
    const original = new Map([...tarMembers(tarball(given))].map((m) => [m.path, m.data]));
    expect(members.get('base/5/1259')).toEqual(original.get('base/5/1259'));
    expect(members.get(SEGMENT)).toEqual(original.get(SEGMENT)!.subarray(0, 8192));
  });
});
