import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { expect, test } from 'vitest';

// Browsers, Deno, Bun and workers have fetch and WebCrypto but not Node's modules: the package must bundle for the
// browser with everything it imports, and nothing it imports may be a Node built-in.
test('bundles for the browser without any Node built-in', async () => {
  const result = await build({
    entryPoints: [new URL('index.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.length).toBeGreaterThan(3);
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
  expect(inputs.filter((input) => builtins.has(input))).toEqual([]);
});
