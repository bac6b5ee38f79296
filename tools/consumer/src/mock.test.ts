// `npx waas-mock` from the consumer project: where a frontend team starts.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startCommand, type RunningCommand } from './command.js';
import { pair, pairs, send } from './requests.js';
import { freePort, portOpen } from '@waas/prism-front/ports';

const project = inject('project');
let mock: RunningCommand;
let firstAnswer: number;

/** Kept so that a start that fails half way (the first request throws) is still stopped. */
let starting: Promise<RunningCommand> | undefined;

beforeAll(async () => {
  const port = await freePort();
  starting = startCommand(project, 'waas-mock', ['--port', String(port)]);
  await portOpen(port);
  // The very first request, the moment the port opens.
  firstAnswer = (await send(pair('getWalletById', 'walletRetrieved'), `http://127.0.0.1:${port}`, { apiKey: 'any' }))
    .status;
  mock = await starting;
});
afterAll(async () => (await starting?.catch(() => undefined))?.stop());

test('answers 200 on the very first request after its port opens', () => expect(firstAnswer).toBe(200));

test('its first line says where it listens', () =>
  expect(mock.firstLine).toMatch(/^WaaS mock listening on http:\/\/127\.0\.0\.1:\d+ /));

test('answers the documented example chosen with Prefer', async () => {
  const chosen = pair('getWalletById', 'accountNotFound');
  const answer = await send(chosen, mock.url, {
    apiKey: 'any',
    headers: { prefer: `code=${chosen.status}, example=${chosen.name}` },
  });
  expect(answer).toEqual({ status: chosen.status, body: chosen.response.body });
});

test('accepts an amount of 0.07', async () => {
  const posted = pair('postWalletTransaction', 'transactionPosted');
  const answer = await send(posted, mock.url, {
    apiKey: 'any',
    body: { ...(posted.request.body as object), amount: 0.07 },
  });
  expect(answer.status).toBe(200);
});

test('answers malformed JSON with the documented 400', async () => {
  const posted = pair('postWalletTransaction', 'transactionPosted');
  const documented = pairs.find(
    (candidate) => candidate.operationId === posted.operationId && candidate.status === 400,
  )!;
  const answer = await send(posted, mock.url, { apiKey: 'any', rawBody: '{"amount": 5000,' });
  expect(answer).toEqual({ status: 400, body: documented.response.body });
});
