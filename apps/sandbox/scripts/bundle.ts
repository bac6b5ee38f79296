// Run by `pnpm build` after tsc and before the seed dump (whose name digests dist): each entry that reaches a package
// of the registry, tsc's output from it on, bundled over its own file in dist. The package then depends on PGlite
// alone, so a test's install (`npm i -D @waas/sandbox msw`) holds no server: no Fastify, no pg, no prom-client.
// Outside src: it does not ship.
//
// Loaded one by one, hundreds of modules (Fastify's, Ajv's and the sandbox's) hold a start's main thread in resolving,
// package lookups and compiling, while PGlite's thread waits for the request to open; bundled, the first answer comes
// sooner.
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
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

/**
 * `@waas/spec/pairs`'s loadBundle reads the bundle from the installed @waas/spec, which is not installed beside the
 * package any more: the bundle's text comes along, parsed anew at each call as the file was.
 */
const SPEC_BUNDLE = createRequire(import.meta.url).resolve('@waas/spec/openapi.json');
const specBundle: Plugin = {
  name: 'spec-bundle',
  setup(bundle) {
    const loadBundle = join(dirname(SPEC_BUNDLE), 'lib/load-bundle.js');
    let replaced = false;
    // A loadBundle that reads the disk would fail only in a user's install: the build fails instead.
    bundle.onEnd(() => {
      if (!replaced) throw new Error(`spec-bundle: ${loadBundle} was not bundled; where is loadBundle now?`);
    });
    bundle.onLoad({ filter: /load-bundle\.js$/ }, async ({ path }) => {
      if (path !== loadBundle) return undefined;
      replaced = true;
      const text = await readFile(SPEC_BUNDLE, 'utf8');
      return { contents: `export const loadBundle = () => JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

/**
 * Node gives `import('prom-client')`, a CommonJS package, its named exports as well as its default; esbuild's chunk of
 * it would export the default alone, so it is imported through a module naming them, as Node finds them.
 */
const namedExports = (packages: readonly string[]): Plugin => ({
  name: 'named-exports',
  setup(bundle) {
    const require = createRequire(import.meta.url);
    const filter = new RegExp(`^(${packages.join('|')})$`);
    bundle.onResolve({ filter }, ({ path }) => ({ path, namespace: 'named-exports' }));
    bundle.onLoad({ filter: /.*/, namespace: 'named-exports' }, ({ path }) => {
      const names = Object.keys(require(path) as object).filter((name) => name !== 'default');
      return {
        contents:
          `import all from ${JSON.stringify(require.resolve(path))};\n` +
          `export default all;\nexport const { ${names.join(', ')} } = all;\n`,
        loader: 'js',
        resolveDir: DIST,
      };
    });
  },
});

// The command and the Node entry of the MSW handlers, sharing their chunks. The page's entry (msw/browser.js) is left
// as tsc wrote it: @waas/sandbox-page bundles it, with PGlite.
await build({
  entryPoints: [`${DIST}main.js`, `${DIST}msw/index.js`],
  outbase: DIST,
  outdir: DIST,
  allowOverwrite: true,
  bundle: true,
  format: 'esm',
  // A dynamic import stays one, in a chunk of its own: the server's modules load once PGlite's thread has started,
  // PostgreSQL's driver and prom-client only when asked for.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  target: 'node20',
  external: [
    // What the package names as its dependency (PGlite, which runs from its own files) and as its peer.
    '@electric-sql/pglite',
    'msw',
    'msw/*',
    // pg's native binding and its Cloudflare socket are optional: pg asks for them only when told to or on Workers.
    'pg-native',
    'pg-cloudflare',
    'cloudflare:sockets',
  ],
  // Fastify and its kin are CommonJS: their calls of require (Node's modules) need one in an ES module.
  banner: {
    js: "import { createRequire as requireFrom } from 'node:module'; const require = requireFrom(import.meta.url);",
  },
  plugins: [distAddresses, specBundle, namedExports(['prom-client'])],
  logLevel: 'warning',
});

// tsc's maps of the files the bundle replaced.
await Promise.all(['main.js.map', 'msw/index.js.map'].map((map) => rm(`${DIST}${map}`)));
