// PGlite's core files as @waas/sandbox-page ships them: gzipped, beside the bundle this module is part of (its
// dist/pglite/), and given to PGlite, which would otherwise look for them uncompressed beside its own module.
import type { PGliteOptions } from '@electric-sql/pglite';
import { fetchedFile } from './page-files.js';

export type PgliteFiles = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>;

/** The one call of WebAssembly's made here, typed here: the build's libraries are Node's, whose types lack it. */
declare const WebAssembly: { compile(bytes: Uint8Array<ArrayBuffer>): Promise<PgliteFiles['pgliteWasmModule']> };

/** Fetched and compiled once a page: each sandbox the page opens (an empty one, a kept one) starts from the same. */
let loading: Promise<PgliteFiles> | undefined;

export function pgliteFiles(): Promise<PgliteFiles> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<PgliteFiles> {
  // Each address written out whole, as bundlers (Vite, webpack) find a file a module fetches.
  const wasm = new URL('./pglite/pglite.wasm.gz', import.meta.url);
  const initdb = new URL('./pglite/initdb.wasm.gz', import.meta.url);
  const data = new URL('./pglite/pglite.data.gz', import.meta.url);
  const compiled = async (address: URL, what: string) =>
    WebAssembly.compile((await fetchedFile(address, what)) as Uint8Array<ArrayBuffer>);
  // initdb never runs on a database loaded from a dump, but PGlite fetches its module unless it is given one.
  const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
    compiled(wasm, "PGlite's WebAssembly"),
    compiled(initdb, "PGlite's initdb"),
    fetchedFile(data, "PGlite's file system bundle").then((bytes) => new Blob([bytes as Uint8Array<ArrayBuffer>])),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle };
}
