// Browsers, Deno, Bun and workers have fetch and WebCrypto but not Node's modules: a package for pages must bundle for
// the browser with everything it imports, and nothing it imports may be a Node built-in.
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/**
 * The Node built-ins that bundling `entry` (a file path) for the browser takes in, as esbuild sees its inputs; none for
 * a portable module. A bundle that fails throws, and so does one that took in nothing but the entry.
 */
export async function nodeBuiltinsIn(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // Left as imports, so that each is named rather than failing the bundle on the first.
    external: [...BUILTINS],
  });
  if (Object.keys(result.metafile.inputs).length < 2)
    throw new Error(`${entry} bundled alone: its imports were not followed`);
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
  return [...new Set(imports.filter((i) => i.external && BUILTINS.has(i.path)).map((i) => i.path))];
}
