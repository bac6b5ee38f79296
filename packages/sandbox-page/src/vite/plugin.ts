// @waas/sandbox-page/vite: one line in vite.config serves what a page needs to run the sandbox behind msw's worker
// (the worker script and the seed dump) in `vite` and `vite preview`, under the app's base, and out of production
// builds.
import { readFileSync } from 'node:fs';
import type { Plugin, ResolvedConfig } from 'vite';
import { serveFiles } from './middleware.js';
import { type Served, servedFiles } from './served.js';

export interface WaasSandboxOptions {
  /**
   * Also write msw's worker script and the seed dump into `vite build`'s output, for a build deployed with the sandbox
   * in its page (a demo, a static Storybook). Off by default: `vite` and `vite preview` serve them from the installed
   * packages, and a production build holds neither.
   */
  build?: boolean | undefined;
}

/** The module the page imports for the addresses (urls.ts is its types, and what a build without the plugin gets). */
const URLS = '@waas/sandbox-page/vite/urls';
const URLS_MODULE = '\0waas-sandbox/urls';

export function waasSandbox(options: WaasSandboxOptions = {}): Plugin {
  let config: ResolvedConfig;
  let found: Served | undefined;
  // Looked for when first needed: a build that never reaches the page's module needs neither msw nor the dump.
  const served = () => (found ??= servedFiles(config.root));
  return {
    name: 'waas-sandbox',
    // Before Vite's resolver, which would find urls.ts's build in node_modules.
    enforce: 'pre',
    // The page's entry fetches PGlite's files beside its own module, which the dev server's dependency bundle would
    // move; msw, which that entry imports, is bundled up front rather than found at the first load, which would
    // reload the page.
    config: () => ({ optimizeDeps: { exclude: ['@waas/sandbox-page'], include: ['msw'] } }),
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(serveFiles(served(), config.base));
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveFiles(served(), config.base));
    },
    resolveId: (id) => (id === URLS ? URLS_MODULE : undefined),
    load(id) {
      if (id !== URLS_MODULE) return undefined;
      return Object.entries(served())
        .map(([name, file]) => `export const ${name} = import.meta.env.BASE_URL + ${JSON.stringify(file.path)};\n`)
        .join('');
    },
    generateBundle() {
      if (!options.build || this.environment.config.consumer !== 'client') return;
      for (const file of Object.values(served())) {
        this.emitFile({ type: 'asset', fileName: file.path, source: readFileSync(file.file) });
      }
    },
  };
}
