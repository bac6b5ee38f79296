// The files a page fetches for the sandbox (PGlite's, the seed dump), which @waas/sandbox-page ships gzipped: a
// server answers a `.gz` file as it is, or decoded already when it sends it with `Content-Encoding: gzip` (Vite's dev
// server does), so the bytes say which it was, not the file's name or the answer's headers.

/** The bytes at an address, decompressed when they are gzip's; `what` names the file in the error of a failed fetch. */
export async function fetchedFile(address: URL | string, what: string): Promise<Uint8Array> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${what} at ${String(address)} answered ${response.status}`);
  return gunzipped(new Uint8Array(await response.arrayBuffer()));
}

/** Gzip's bytes decompressed; any others (a tar, WebAssembly, PGlite's file system bundle) as they are. */
export async function gunzipped(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
