// The page of the browser test: a real service worker (msw/browser) with the package's handlers, and fetch.
import { setupWorker } from 'msw/browser';
import { answer, handlers, type Choice, type OperationId } from '../index.js';

const worker = setupWorker(...handlers);

/** What the browser test drives through `page.evaluate`. */
export interface PageApi {
  ready: Promise<unknown>;
  answer(operationId: OperationId, choice: Choice<OperationId>): void;
  reset(): void;
  call(url: string, init: RequestInit): Promise<{ status: number; contentType: string | null; body: unknown }>;
}

const api: PageApi = {
  ready: worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'error', quiet: true }),
  answer: (operationId, choice) => worker.use(answer(operationId, choice)),
  reset: () => worker.resetHandlers(),
  async call(url, init) {
    const response = await fetch(url, init);
    return { status: response.status, contentType: response.headers.get('content-type'), body: await response.json() };
  },
};
(globalThis as { waas?: PageApi }).waas = api;
