import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairUrl, readOperations } from '@waas/spec/pairs';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { document, pairs } from '../test/pairs.js';

/**
 * A fault answers in the envelope of the operation it hit: the spec's 500 where the operation documents one, else the
 * operation's own error envelope with status 500 (shape B on the checkout host and for batch processing, interface.md
 * §7.1; the enquiry's shape on the payout host, §2.11). Its own envelope is read from its first documented error past
 * the key check: every operation answers a bad key in shape A.
 */
const MESSAGE = 'An unexpected error occurred';

function faultOf(operationId: string): unknown {
  const own = pairs.filter((pair) => pair.operationId === operationId);
  const documented = own.find((pair) => pair.status === 500);
  if (documented) return documented.response.body;
  const error = own.find((pair) => pair.status >= 400 && pair.status !== 401);
  if (!error) throw new Error(`${operationId} documents no error past the key check to take an envelope from`);
  const body = error.response.body as Record<string, unknown>;
  return {
    ...body,
    ...('code' in body && { code: '500' }),
    ...('statusCode' in body && { statusCode: 500 }),
    message: MESSAGE,
  };
}

const cases = readOperations(document).map(({ operationId, method }) => ({
  operationId,
  method: method.toUpperCase(),
  // Any request of the operation: the fault is answered before the request is read.
  pair: pairs.find((pair) => pair.operationId === operationId)!,
  want: faultOf(operationId),
}));

describe('an injected fault (x-sandbox-fault: 500)', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(() => running.close());

  it.for(cases)('$operationId answers 500 in its own envelope', async ({ method, pair, want }) => {
    const response = await fetch(pairUrl(pair, running.baseUrl), {
      method,
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'x-sandbox-fault': '500' },
    });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 500, body: want });
  });
});
