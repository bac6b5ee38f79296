// What the Vite plugin gives a page as @waas/sandbox/vite/urls, for the browser test's page, which esbuild bundles
// without Vite: the addresses msw/browser.test.ts serves msw's worker and the seed dump at.
import type { ServedUrls } from '../vite/urls.js';

export const seedDumpUrl: ServedUrls['seedDumpUrl'] = '/seed-dump.tar';
export const serviceWorkerUrl: ServedUrls['serviceWorkerUrl'] = '/mockServiceWorker.js';
