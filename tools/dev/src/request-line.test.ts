import { expect, test } from 'vitest';
import { isRequestLine } from './request-line.js';

test.each([
  { given: '[HTTP SERVER] get /api/v1/wallets/get/wallet/3fa8 Request received', want: true },
  { given: "[VALIDATOR] Request body must have required property 'amount'", want: true },
  { given: '[NEGOTIATOR] > Responding with "400"', want: true },
  { given: '{"level":40,"reqId":"244f","operationId":"postWalletTransaction","msg":"request refused"}', want: true },
  { given: '{"level":30,"reqId":"244f","msg":"request completed"}', want: true },
  // A server error is news, whatever the request.
  { given: '{"level":50,"reqId":"244f","msg":"request failed"}', want: false },
  { given: 'WaaS mock listening on http://127.0.0.1:4010 (bundle 057cedf7)', want: false },
  { given: '--watch: serving bundle 057cedf7', want: false },
  { given: '{"level":40,"msg":"the seed was not loaded"}', want: false },
])('$given', ({ given, want }) => {
  expect(isRequestLine(given)).toBe(want);
});
