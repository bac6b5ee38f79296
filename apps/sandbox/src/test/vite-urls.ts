// What the Vite plugin of @waas/sandbox-page gives a page as its `vite/urls`, for the browser test's page, which
// esbuild bundles without Vite: the addresses msw/browser.test.ts serves msw's worker and the seed dump at.
export const seedDumpUrl = '/seed-dump.tar.gz';
export const serviceWorkerUrl = '/mockServiceWorker.js';
