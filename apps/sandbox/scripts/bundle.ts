// Run by `pnpm build` after tsc and before the seed dump (whose name digests dist): the command's modules, tsc's
// output from dist/main.js on, bundled into a few files of dist over its main.js. Outside src: it does not ship.
//
// Loaded one by one, hundreds of modules (Fastify's, Ajv's and the sandbox's) hold a start's main thread in resolving,
// package lookups and compiling, while PGlite's thread waits for the request to open; bundled, the first answer comes
// sooner.
import { readFile, rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { build, type Plugin } from 'esbuild';

const DIST = new URL('../dist/', import.meta.url).pathname;

/**
 * Each of the sandbox's modules keeps the address it has in dist, from which it finds the seed dumps, the control
 * document, the package's manifest and PGlite's thread: every chunk lands in dist itself, so that address is the
 * chunk's own joined with the module's path in dist.
 */
const distAddresses: Plugin = {
  name: 'dist-addresses',
  setup(bundle) {
    bundle.onLoad({ filter: /\.js$/ }, async ({ path }) => {
      if (!path.startsWith(DIST)) return undefined;
      const address = `new URL(${JSON.stringify(`./${relative(DIST, path)}`)}, import.meta.url).href`;
      return { contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', address), loader: 'js' };
    });
  },
};

await build({
  entryPoints: [`${DIST}main.js`],
  outdir: DIST,
  allowOverwrite: true,
  bundle: true,
  // A dynamic import stays one, in a chunk of its own: the server's modules load once PGlite's thread has started.
  splitting: true,
  chunkNames: 'bin-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // PGlite runs on its thread, from its own files; PostgreSQL's driver and prom-client load only when asked for.
  external: ['@electric-sql/pglite', 'pg', 'prom-client'],
  // Fastify and its kin are CommonJS: their calls of require (Node's modules) need one in an ES module.
  banner: {
    js: "import { createRequire as requireFrom } from 'node:module'; const require = requireFrom(import.meta.url);",
  },
  plugins: [distAddresses],
  logLevel: 'warning',
});
// tsc's map of main.js, which the bundle replaced.
await rm(`${DIST}main.js.map`);
