// The sandbox's core (domain/, storage/ but storage/node/, contract/, http/ but its Fastify plugins) is to run in a
// browser page or a test behind MSW. The layering rules see the core's own imports; this bundles it for the browser
// with everything it imports, so a Node built-in reached through another module or a package fails here too; and so
// what a browser page imports (msw/browser.ts, the core and the seed with it).
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const SANDBOX = fileURLToPath(new URL('../', import.meta.url));
const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** What binds http/ to Fastify: the server's side of it, as the layering rules name it (SANDBOX_CORE). */
const FASTIFY_PLUGINS = /^(wallet-api|cors|health|metrics|log-level|serializers)[.]ts$/;

/** The modules of a core folder, tests, the engines' Node side (storage/node/) and http/'s Fastify plugins left out. */
function modules(folder: 'domain' | 'storage' | 'contract' | 'http'): string[] {
  return readdirSync(new URL(`${folder}/`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('node/'))
    .filter((file) => folder !== 'http' || !FASTIFY_PLUGINS.test(file))
    .map((file) => `src/${folder}/${file}`);
}

/**
 * `importer → built-in` for each Node built-in the bundle reaches; kept out of the bundle so the list names them all.
 */
async function builtinsReached(entryPoints: string[]): Promise<string[]> {
  const { metafile } = await build({
    entryPoints,
    absWorkingDir: SANDBOX,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    outdir: 'core',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // PGlite's own modules import Node's built-ins where they find themselves on Node, and run in a browser without
    // them (msw/browser.test.ts runs it in a page): what is checked here is what the sandbox's modules reach.
    external: [...BUILTINS, '@electric-sql/pglite'],
  });
  return Object.entries(metafile.inputs).flatMap(([file, { imports }]) =>
    imports.filter((i) => BUILTINS.has(i.path)).map((i) => `${file} → ${i.path}`),
  );
}

describe("the sandbox's core bundles for the browser", () => {
  it('the domain and storage, without any Node built-in', async () => {
    const entryPoints = [...modules('domain'), ...modules('storage')];
    expect(entryPoints.length).toBeGreaterThan(50);
    expect(await builtinsReached(entryPoints)).toEqual([]);
  });

  it('the contract, without any Node built-in', async () => {
    expect(await builtinsReached(modules('contract'))).toEqual([]);
  });

  it("http/'s exchange and the operations it answers with, without any Node built-in", async () => {
    const entryPoints = modules('http');
    expect(entryPoints).toContain('src/http/exchange.ts');
    expect(await builtinsReached(entryPoints)).toEqual([]);
  });

  it('what a page imports (the module @waas/sandbox-page bundles) without any Node built-in', async () => {
    expect(await builtinsReached(['src/msw/browser.ts'])).toEqual([]);
  });
});
