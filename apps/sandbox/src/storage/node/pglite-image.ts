import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One member of an uncompressed tarball: a directory, or a file and its bytes (a view into the tarball). */
interface Member {
  path: string;
  data: Uint8Array | undefined;
}

const BLOCK = 512;
const decoder = new TextDecoder();
const encoder = new TextEncoder();
/** A NUL-terminated header field. */
const text = (field: Uint8Array) => {
  const end = field.indexOf(0);
  return decoder.decode(end < 0 ? field : field.subarray(0, end));
};

/** One entry of a ustar tarball: its header block, its path and type, and its bytes (a view into the tarball). */
interface Entry {
  header: Uint8Array;
  path: string;
  type: string;
  data: Uint8Array;
}

function* tarEntries(tar: Uint8Array): Generator<Entry> {
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    const name = text(header.subarray(0, 100));
    if (name === '') return;
    const prefix = text(header.subarray(345, 500));
    const size = Number.parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const path = (prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, '').replace(/\/+$/, '');
    const data = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (path !== '') yield { header, path, type, data };
  }
}

/**
 * The members of a ustar tarball as `dumpDataDir('none')` writes it, the directory itself left out: directories and
 * regular files, parents first, each path relative to the data directory.
 */
export function* tarMembers(tar: Uint8Array): Generator<Member> {
  for (const { path, type, data } of tarEntries(tar)) {
    if (type === '5') yield { path, data: undefined };
    else if (type === '0' || type === '\0') yield { path, data };
  }
}

/** PostgreSQL's write-ahead log is written and read in pages of this size. */
const WAL_PAGE = 8192;

/**
 * The tarball with its write-ahead log cut to what a start reads: of the segment `current` (a path in the tarball)
 * the pages up to `written` bytes, and no other segment. A segment is 16 MB however little of it is written; right
 * after a checkpoint in a new segment, a start reads only the checkpoint's record in its first page, and PostgreSQL
 * writes on past the end of a short segment as into a whole one. Other segments are old (the checkpoint no longer
 * needs them) or recycled for later, and PostgreSQL makes a new one when it needs it.
 */
export function cutWal(tar: Uint8Array, current: string, written: number): Uint8Array<ArrayBuffer> {
  const blocks: Uint8Array[] = [];
  for (const { header, path, data } of tarEntries(tar)) {
    const segment = /^pg_wal\/[0-9A-F]{24}$/.test(path);
    if (segment && path !== current) continue;
    const kept = segment ? data.subarray(0, Math.max(1, Math.ceil(written / WAL_PAGE)) * WAL_PAGE) : data;
    blocks.push(
      kept.length === data.length ? header : withSize(header, kept.length),
      kept,
      new Uint8Array((BLOCK - (kept.length % BLOCK)) % BLOCK),
    );
  }
  blocks.push(new Uint8Array(2 * BLOCK));
  const out = new Uint8Array(blocks.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const block of blocks) {
    out.set(block, at);
    at += block.length;
  }
  return out;
}

/** A copy of a ustar header with another size, and the checksum that goes with it. */
function withSize(header: Uint8Array, size: number): Uint8Array {
  const copy = header.slice();
  copy.set(encoder.encode(`${size.toString(8).padStart(11, '0')}\0`), 124);
  copy.fill(0x20, 148, 156);
  const sum = copy.reduce((n, b) => n + b, 0);
  copy.set(encoder.encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
  return copy;
}

/**
 * Writes a data directory's tarball out to `dir`, for PGlite to open there (a database that survives restarts).
 * PG_VERSION, which tells PGlite and seedDumpFor that a database is there, is written last: a start stopped halfway
 * leaves a directory the next start unpacks again.
 */
export async function unpackImage(tar: Uint8Array, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  let version: Uint8Array | undefined;
  for (const { path, data } of tarMembers(tar)) {
    if (data === undefined) await mkdir(join(dir, path), { recursive: true });
    else if (path === 'PG_VERSION') version = data;
    else await writeFile(join(dir, path), data);
  }
  if (version === undefined) throw new Error('the seed dump holds no PG_VERSION: not a data directory');
  await writeFile(join(dir, 'PG_VERSION'), version);
}
