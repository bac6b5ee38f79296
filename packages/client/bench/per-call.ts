// One variant of the per-call benchmark, alone in its process so no other variant's garbage or JIT state is charged to
// it: `tsx bench/per-call.ts <variant>` prints the CPU microseconds per call. The client comes from the built package.
import { createWalletApi } from '@waas/client';
import type { paths } from '@waas/types';
import createClient from 'openapi-fetch';

export const VARIANTS = [
  'plainFetch',
  'openapiFetch',
  'openapiFetchWithTimeout',
  'clientRaw',
  'clientUnwrap',
  'clientRawWithoutTimeout',
] as const;
export type Variant = (typeof VARIANTS)[number];

const WARM_UP = 5_000;
const CALLS = 20_000;

// One wallet lookup, answered by a fetch that never leaves the process.
const body = JSON.stringify({
  code: '00',
  success: true,
  message: 'Retrieved Successfully',
  data: { id: '3fa85f64-5717-4562-b3fc-2c963f66afa6', name: 'Ada' },
});
const mockFetch = async (_: Request | string, _init?: RequestInit) =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
const baseUrl = 'http://127.0.0.1:4010';
const walletId = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const init = { params: { path: { walletId } } };
const path = '/api/v1/wallets/get/wallet/{walletId}';

function variantOf(name: Variant): () => Promise<unknown> {
  const openapiFetch = createClient<paths>({ baseUrl, fetch: mockFetch, headers: { 'x-api-key': 'bench' } });
  switch (name) {
    case 'plainFetch':
      return async () => {
        const response = await mockFetch(
          new Request(`${baseUrl}/api/v1/wallets/get/wallet/${encodeURIComponent(walletId)}`, {
            headers: { 'x-api-key': 'bench' },
          }),
        );
        return response.json();
      };
    case 'openapiFetch':
      return () => openapiFetch.GET(path, init);
    case 'openapiFetchWithTimeout':
      // What a caller of bare openapi-fetch writes for a timeout: a signal and a timer per call.
      return async () => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 30_000);
        try {
          return await openapiFetch.GET(path, { ...init, signal: controller.signal });
        } finally {
          clearTimeout(timer);
        }
      };
    case 'clientRaw': {
      const api = createWalletApi({ apiKey: 'bench', baseUrl, fetch: mockFetch });
      return () => api.GET(path, init);
    }
    case 'clientUnwrap': {
      const api = createWalletApi({ apiKey: 'bench', baseUrl, fetch: mockFetch });
      return () => api.getWalletById(init);
    }
    case 'clientRawWithoutTimeout': {
      const api = createWalletApi({ apiKey: 'bench', baseUrl, fetch: mockFetch, timeoutMs: 0 });
      return () => api.GET(path, init);
    }
  }
}

const name = process.argv[2] as Variant | undefined;
if (name !== undefined) {
  if (!VARIANTS.includes(name)) throw new Error(`unknown variant ${name}; one of ${VARIANTS.join(', ')}`);
  const run = variantOf(name);
  for (let i = 0; i < WARM_UP; i++) await run();
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await run();
  const { user, system } = process.cpuUsage(start);
  console.log(JSON.stringify({ variant: name, micros: (user + system) / CALLS }));
}
