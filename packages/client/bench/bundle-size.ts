import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** Minified and gzipped size of an entry bundled with everything it imports, as a browser app would ship it. */
export async function bundleSize(
  entry: string | { contents: string; resolveDir: string },
): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { ...entry, loader: 'ts' } }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}
