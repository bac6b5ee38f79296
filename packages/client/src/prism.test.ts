// Every operation, called through the client with every example pair of the spec, against Prism serving the bundle.
import { loadBundle, readPairs, type ExamplePair } from '@waas/spec/pairs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createWalletApi, type WalletApi } from './create-wallet-api.js';
import { envelopeFields, WalletApiError } from './errors.js';
import { OPERATIONS } from './operations.gen.js';
import { startPrism } from '@waas/prism-front';
import type { OperationId } from './types.js';

const pairs = readPairs(loadBundle());
let api: WalletApi;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const prism = await startPrism();
  stop = prism.stop;
  api = createWalletApi({ apiKey: 'prism-client-key', baseUrl: prism.url, timeoutMs: 10_000 });
}, 70_000);

afterAll(() => stop?.(), 10_000);

/** The pair's request as openapi-fetch options; Prism picks the pair's response from the Prefer header. */
function initOf(pair: ExamplePair): Record<string, unknown> {
  const headers: Record<string, string | null> = {
    accept: pair.response.contentType,
    prefer: `code=${pair.status}, example=${pair.name}`,
  };
  // Prism cannot tell keys apart: any key stands for every scenario but the missing one.
  if (pair.scenario === 'missingApiKey') headers['x-api-key'] = null;
  const init: Record<string, unknown> = {
    params: { path: pair.request.pathParams, query: pair.request.query, header: pair.request.headers },
    headers,
  };
  if ('body' in pair.request) init.body = pair.request.body;
  return init;
}

/** What the unwrapping style must do with this answer: return `data`, or throw. */
const isFailure = (pair: ExamplePair) => {
  const body = pair.response.body as { success?: unknown; succeeded?: unknown; statusCode?: unknown };
  return (
    pair.status >= 300 ||
    body.success === false ||
    body.succeeded === false ||
    (typeof body.statusCode === 'number' && body.statusCode >= 400)
  );
};

test('every operation has pairs', () => {
  expect(new Set(pairs.map((p) => p.operationId))).toEqual(new Set(Object.keys(OPERATIONS)));
});

test.each(pairs.map((pair) => [`${pair.operationId} ${pair.status} ${pair.name}`, pair] as const))(
  '%s',
  async (_, pair) => {
    const raw = await api.request(pair.method, pair.path as never, initOf(pair) as never);
    expect(raw.response.status).toBe(pair.status);
    expect(raw.response.ok ? raw.data : raw.error).toEqual(pair.response.body);

    const call = api[pair.operationId as OperationId] as (init: unknown) => Promise<unknown>;
    const outcome = await call(initOf(pair)).then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
    if (!isFailure(pair)) {
      expect(outcome).toEqual({ data: (pair.response.body as { data: unknown }).data });
      return;
    }
    expect('error' in outcome && outcome.error).toBeInstanceOf(WalletApiError);
    const error = (outcome as { error: WalletApiError }).error;
    expect({ status: error.status, code: error.code, operationId: error.operationId, body: error.body }).toEqual({
      status: pair.status,
      code: envelopeFields(pair.response.body).code,
      operationId: pair.operationId,
      body: pair.response.body,
    });
  },
  25_000,
);
