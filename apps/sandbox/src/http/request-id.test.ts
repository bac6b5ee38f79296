// Every answer carries x-request-id, the caller's own when it is safe to log, and the log lines of the request carry
// the same id: what a page saw can be found in the log. The MSW handlers answer with one too.
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxHandlers, type SandboxHandlers } from '../msw/index.js';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { loggedApp } from '../test/logged-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const WALLET = '/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6';

const CASES = [
  { given: 'no id', sent: undefined, want: UUID },
  { given: 'an id of its own', sent: 'page-7f3a:1', want: /^page-7f3a:1$/ },
  { given: 'an id a log cannot hold safely', sent: 'a b\tc', want: UUID },
];

describe('x-request-id from the server', () => {
  const { lines, app } = loggedApp();
  it.for(CASES)('a read with $given is answered with its id', async ({ sent, want }) => {
    const answer = await app().inject({
      url: WALLET,
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, ...(sent !== undefined && { 'x-request-id': sent }) },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toMatch(want);
  });

  it('a refused request is logged with the id it was answered with, and a browser may read it', async () => {
    const answer = await app().inject({
      method: 'POST',
      url: '/api/v1/wallets/account-number/transactions',
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'content-type': 'application/json', origin: 'http://page.test' },
      payload: '{"amount":"ten"}',
    });
    expect(answer.statusCode).toBe(400);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(lines.filter((line) => line.reqId === id).length).toBeGreaterThan(0);
    expect(String(answer.headers['access-control-expose-headers'])).toContain('x-request-id');
  });
});

describe('x-request-id from the MSW handlers', () => {
  let handlers: SandboxHandlers;
  beforeAll(async () => {
    handlers = await createSandboxHandlers({ baseUrl: 'http://sandbox.test' });
  });
  afterAll(() => handlers.close());

  it.for(CASES)('a read with $given is answered with its id', async ({ sent, want }) => {
    const request = new Request(`http://sandbox.test${WALLET}`, {
      headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, ...(sent !== undefined && { 'x-request-id': sent }) },
    });
    const answer = (await getResponse(handlers.handlers, request))!;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toMatch(want);
  });
});
