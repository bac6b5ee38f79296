// Run by `pnpm build` after tsc (which builds the Vite plugin): the page's entry, made from the sandbox's build. Its
// page module (dist/msw/browser.js) is bundled with PGlite's JavaScript into dist/index.js, msw left to the page (a
// peer), and beside it go what that module fetches: PGlite's core files and the seed dump, gzipped. The package
// then depends on nothing, and holds none of PGlite's extensions nor the sandbox's server. Outside src: it does not
// ship.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const DIST = new URL('../dist/', import.meta.url).pathname;
/** The sandbox's build, a devDependency that turbo builds first: read as files, never imported as modules. */
const SANDBOX = join(dirname(createRequire(import.meta.url).resolve('@waas/sandbox/package.json')), 'dist');
const ENTRY = join(SANDBOX, 'msw/browser.js');
/** The PGlite the sandbox was built and seeded with: a seed dump opens only in the PostgreSQL that wrote it. */
const PGLITE = dirname(createRequire(ENTRY).resolve('@electric-sql/pglite'));

const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });

/**
 * PGlite looks for its files beside its own module (`new URL('./pglite.wasm', import.meta.url)`) unless it is given
 * them, as the sandbox's page module does (storage/browser/pglite-files.ts). Left as written, those addresses would
 * have a bundler (Vite) look for files this package does not ship, and warn in every build of the page: they are
 * made against the page's address, where nothing asks for them.
 */
const pgliteGivenItsFiles: Plugin = {
  name: 'pglite-given-its-files',
  setup(bundle) {
    bundle.onLoad({ filter: /\.js$/ }, async ({ path }) => {
      if (!path.startsWith(PGLITE)) return undefined;
      return { contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', 'location.href'), loader: 'js' };
    });
  },
};

await build({
  entryPoints: { index: ENTRY },
  outdir: DIST,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  // PGlite's Emscripten glue imports node:module only when it finds itself under Node.
  external: ['msw', 'msw/*', 'node:module'],
  plugins: [pgliteGivenItsFiles],
  logLevel: 'warning',
});

// The entry's types: tsc's declarations of the sandbox's page module and those they import, beside it.
const declarations = ['msw/browser.d.ts'];
for (const declaration of declarations) {
  const text = await readFile(join(SANDBOX, declaration), 'utf8');
  for (const [, imported] of text.matchAll(/from '(\.[^']+)\.js'/g)) {
    const path = join(dirname(declaration), `${imported}.d.ts`);
    if (!declarations.includes(path)) declarations.push(path);
  }
  if (!declaration.startsWith('msw/')) throw new Error(`the page's types import ${declaration}, outside msw/`);
  await writeFile(join(DIST, declaration === 'msw/browser.d.ts' ? 'index.d.ts' : basename(declaration)), text);
}

await mkdir(join(DIST, 'pglite'));
for (const file of ['pglite.wasm', 'pglite.data', 'initdb.wasm']) {
  await writeFile(join(DIST, 'pglite', `${file}.gz`), gzip(await readFile(join(PGLITE, file))));
}
// PGlite's code and files ship in this package: its license comes with them.
await copyFile(join(PGLITE, '..', 'LICENSE'), join(DIST, 'pglite/LICENSE'));

const dumps = (await readdir(join(SANDBOX, 'seed-dumps'))).filter((name) => /^[0-9a-f]{32}\.tar$/.test(name));
// More than one: a build of the sandbox restored from turbo's cache over another leaves that one's dump beside its own.
if (dumps.length !== 1)
  throw new Error(
    `${dumps.length} seed dumps in the sandbox's build (${join(SANDBOX, 'seed-dumps')}), not one: ` +
      'remove the folder apps/sandbox/dist and build again',
  );
await mkdir(join(DIST, 'seed-dumps'));
await writeFile(
  join(DIST, 'seed-dumps', `${dumps[0]}.gz`),
  gzip(await readFile(join(SANDBOX, 'seed-dumps', dumps[0]!))),
);
