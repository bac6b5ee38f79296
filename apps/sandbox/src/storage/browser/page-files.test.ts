// What a page does with the bytes of a file it fetched: gzip's decompressed, anything else as it came (a server that
// decoded a `.gz` file itself, or bytes the page was given).
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { gunzipped } from './page-files.js';

const tar = new TextEncoder().encode('pgdata/PG_VERSION\u0000'.padEnd(512, '\u0000'));
const wasm = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

test.each<[string, { given: Uint8Array; want: Uint8Array }]>([
  ['a gzipped tar, decompressed', { given: gzipSync(tar), want: tar }],
  ['gzipped WebAssembly, decompressed', { given: gzipSync(wasm), want: wasm }],
  ['a tar as it came', { given: tar, want: tar }],
  ['WebAssembly as it came', { given: wasm, want: wasm }],
  ['nothing as it came', { given: new Uint8Array(), want: new Uint8Array() }],
])('%s', async (_, { given, want }) => {
  expect(Buffer.from(await gunzipped(new Uint8Array(given))).equals(Buffer.from(want))).toBe(true);
});
