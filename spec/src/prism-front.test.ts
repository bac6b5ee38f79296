// The mock answers every request: the bodies Prism alone hangs on, or refuses in shapes of its own, get the
// operation's documented invalid-request answer within a second.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle, readOperations, readPairs, responseExamples, pairUrl } from './pairs.js';
import { startPrism, type RunningPrism } from './prism.js';

const document = loadBundle();
const pairs = readPairs(document);
const takingBody = readOperations(document).filter((operation) => operation.body !== undefined);
const firstInvalid = (operationId: string) => {
  const operation = readOperations(document).find((o) => o.operationId === operationId)!;
  return responseExamples(document, operation).find(([status]) => status === '400')![3].value;
};
const validPair = (operationId: string) => pairs.find((p) => p.operationId === operationId && p.status < 300)!;

let prism: RunningPrism;
beforeAll(async () => {
  prism = await startPrism();
}, 65_000);
afterAll(() => prism?.stop());

const send = (operationId: string, init: { contentType?: string; body?: string }) => {
  const pair = validPair(operationId);
  const headers: Record<string, string> = { 'x-api-key': 'any', origin: 'http://localhost:5173' };
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  return fetch(pairUrl(pair, prism.url), { method: pair.method.toUpperCase(), headers, ...(init.body === undefined ? {} : { body: init.body }), signal: AbortSignal.timeout(1_000) });
};

describe.each(takingBody.map((operation) => ({ operationId: operation.operationId })))('$operationId', ({ operationId }) => {
  it.each([
    { given: 'malformed JSON', contentType: 'application/json', body: '{"bad json' },
    { given: 'a JSON media type with parameters and a body cut short', contentType: 'application/json; charset=utf-8', body: '[1,' },
    { given: 'an empty body with a JSON media type', contentType: 'application/json', body: '' },
    { given: 'another media type', contentType: 'text/plain', body: 'amount=5' },
  ])('answers $given with its documented 400 within a second', async ({ contentType, body }) => {
    const response = await send(operationId, { contentType, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(firstInvalid(operationId));
    expect(JSON.parse(response.headers.get('sl-violations') ?? '[]')).not.toEqual([]);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('still answers a valid request as Prism does', async () => {
    const pair = validPair(operationId);
    const response = await send(operationId, { contentType: 'application/json', body: JSON.stringify(pair.request.body) });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: pair.status, body: pair.response.body });
  });
});

it('answers a GET that carries a broken JSON body as if it had none', async () => {
  const pair = validPair('getWalletById');
  const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const sent = request(pairUrl(pair, prism.url), { method: 'GET', headers: { 'x-api-key': 'any', 'content-type': 'application/json', 'content-length': '10' }, timeout: 1_000 }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    sent.on('timeout', () => sent.destroy(new Error('no answer within a second')));
    sent.on('error', reject);
    sent.end('{"bad json');
  });
  expect(answer).toEqual({ status: pair.status, body: pair.response.body });
});
