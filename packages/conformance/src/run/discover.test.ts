import { startIndependentTarget } from '@waas/independent-target';
import { afterAll, expect, test } from 'vitest';
import type { HttpResponse } from '../core/model.js';
import { resolveProfile } from '../profile/load.js';
import { stagingProfile } from '@waas/independent-target/staging-profile';
import { unjudgeable } from './discover.js';
import { run } from './runner.js';
import { TargetError } from './target.js';

const request = { method: 'GET', url: 'https://staging.test/api/v1/wallets/get/wallet/w-1', headers: {} };
const answer = (status: number, text: string, type = 'application/json'): HttpResponse => ({
  status,
  headers: { 'content-type': type },
  text,
});

test.each([
  {
    given: answer(401, '{"code":"401","success":false,"message":"Unauthorized access"}'),
    want:
      'the organization key (keys.organization) was refused: ' +
      'GET /api/v1/wallets/get/wallet/w-1 answered 401: "Unauthorized access"',
  },
  {
    given: answer(403, ''),
    want: 'the organization key (keys.organization) was refused: GET /api/v1/wallets/get/wallet/w-1 answered 403',
  },
  {
    given: answer(200, '<!doctype html><html><head><title>Acme Wallet</title></head></html>', 'text/html'),
    want:
      'the target https://staging.test is not this API: ' +
      'GET /api/v1/wallets/get/wallet/w-1 answered 200 with a page titled "Acme Wallet", not a JSON envelope',
  },
  {
    given: answer(404, '{"type":"about:blank","title":"Not Found","status":404}', 'application/problem+json'),
    want:
      'the target https://staging.test is not this API (or its base path is wrong): ' +
      'GET /api/v1/wallets/get/wallet/w-1 answered 404 with a JSON body of type, title, status, ' +
      "not the document's envelope",
  },
  { given: answer(200, '{"code":"00","success":true,"message":"ok","data":{}}'), want: undefined },
  { given: answer(404, '{"code":"404","success":false,"message":"Wallet not found"}'), want: undefined },
  { given: answer(429, 'slow down', 'text/plain'), want: undefined },
  { given: answer(502, '<html>Bad gateway</html>', 'text/html'), want: undefined },
])('$given.status $given.headers.content-type → $want', ({ given, want }) => {
  expect(unjudgeable(request, given)).toBe(want);
});

const targets: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(targets.map((t) => t.close())));

test('a run whose organization key is refused stops with that one line, and never says the key', async () => {
  const target = await startIndependentTarget();
  targets.push(target);
  const key = 'sk-wrong-4f2a9';
  const file = stagingProfile(target);
  const profile = resolveProfile({ ...file, keys: { ...file.keys, organization: key } });
  const stopped = run({ timeoutMs: 5_000, retries: 0, generated: { maxCases: 0 }, profile });
  await expect(stopped).rejects.toThrow(TargetError);
  await expect(stopped).rejects.toThrow(
    /^the organization key \(keys\.organization\) was refused: GET \/api\/v1\/wallets\/get\/wallet\/[^ ]+ answered 401/,
  );
  await expect(stopped).rejects.not.toThrow(key);
});
