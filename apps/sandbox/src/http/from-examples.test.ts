// A spec that gained an operation the sandbox does not implement yet: the sandbox still starts, answers it from its
// documented example after the usual key and request checks, and says so in a header; the rest is unchanged.
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { NEW_OPERATION_PATH, withNewOperation } from '../test/draft-spec.js';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { UNIMPLEMENTED } from '../test/unimplemented.js';
import { FROM_EXAMPLES_HEADER, answeredFromExamples } from './from-examples.js';

const group = pairByName(readPairs(loadBundle()), 'getWalletGroup', 'walletGroupRetrieved');
let running: RunningSandbox;
beforeAll(async () => {
  running = await startSandbox({ document: withNewOperation() });
});
afterAll(() => running?.close());

const call = (path: string, key?: string) =>
  fetch(`${running.baseUrl}${path}`, { headers: key === undefined ? {} : { 'x-api-key': key } });

describe('an operation the sandbox does not implement yet', () => {
  it('is named as answered from the examples', () => {
    expect(answeredFromExamples(['getWalletGroup', 'previewWalletGroup'])).toEqual(['previewWalletGroup']);
    // What the first line names (serve.ts), read off the app built from the document.
    expect(running.app.answeredFromExamples).toEqual([...UNIMPLEMENTED, 'previewWalletGroup']);
  });

  it('answers its first success example, saying so in a header', async () => {
    const answer = await call(`${NEW_OPERATION_PATH}${String(group.request.pathParams.id)}`, DEFAULT_DEMO_KEYS.admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get(FROM_EXAMPLES_HEADER)).toBe('examples');
    expect(await answer.json()).toEqual(group.response.body);
  });

  it('still asks for a key and still refuses an invalid request, in the documented envelopes', async () => {
    const missing = await call(`${NEW_OPERATION_PATH}${String(group.request.pathParams.id)}`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get(FROM_EXAMPLES_HEADER)).toBeNull();
    const invalid = await call(`${NEW_OPERATION_PATH}not-a-uuid`, DEFAULT_DEMO_KEYS.admin);
    expect(invalid.status).toBe(400);
  });

  it('leaves the implemented ones as they were: no header, the ledger behind them', async () => {
    const answer = await call(
      `/api/v1/walletgroups/get/${String(group.request.pathParams.id)}`,
      DEFAULT_DEMO_KEYS.admin,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get(FROM_EXAMPLES_HEADER)).toBeNull();
  });
});
