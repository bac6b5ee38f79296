import { describe, expect, test } from 'vitest';
import { WebhookVerificationError, type WebhookVerificationReason } from './errors.js';
import { VECTOR_SECRET, VECTOR_TIMESTAMP, webhookExamples } from './fixtures/webhook-examples.js';
import type { SignatureScheme } from './scheme.js';
import { sign } from './sign.js';
import { SIGNATURE_HEADER, verify } from './verify.js';

const examples = webhookExamples();
const inflow = examples.find((e) => e.webhook === 'inflow')!;
const secret = 'whsec-test-only';
const nowMs = 1_800_000_000_000;
const now = () => nowMs;
const nowSeconds = nowMs / 1000;

async function refusal(promise: Promise<unknown>): Promise<WebhookVerificationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return error as WebhookVerificationError;
}

describe('verify', () => {
  test.each(examples.map((e) => [e.name, e] as const))('%s: round trip through sign returns the typed event', async (_, example) => {
    const header = await sign(example.rawBody, secret, { timestamp: nowSeconds });
    const event = await verify(example.rawBody, { [SIGNATURE_HEADER]: header }, secret, { now });
    expect(event).toEqual(example.body);
  });

  test.each(examples.map((e) => [e.name, e] as const))('%s: the spec test vector verifies at its own time', async (_, example) => {
    const headers = new Headers({ 'x-auth-signature': example.signature });
    const event = await verify(example.rawBody, headers, VECTOR_SECRET, { now: () => VECTOR_TIMESTAMP * 1000 });
    expect(event.type).toBe(example.body.type);
  });

  test('narrows the event by type', async () => {
    const header = await sign(inflow.rawBody, secret, { timestamp: nowSeconds });
    const event = await verify(inflow.rawBody, { 'x-auth-signature': header }, secret, { now });
    if (event.type !== 'inflow.received') throw new Error(`want an inflow, got ${event.type}`);
    expect(event.data?.accountNumber).toBe((inflow.body.data as { accountNumber: string }).accountNumber);
  });

  const headerShapes: [string, (header: string) => Parameters<typeof verify>[1]][] = [
    ['Fetch Headers', (header) => new Headers({ [SIGNATURE_HEADER]: header })],
    ['Node headers (lowercase)', (header) => ({ 'x-auth-signature': header, 'content-type': 'application/json' })],
    ['a record in the documented case', (header) => ({ 'X-Auth-Signature': header })],
    ['a repeated header, first value wins', (header) => ({ 'x-auth-signature': [header, 't=1,v1=' + '0'.repeat(64)] })],
  ];
  test.each(headerShapes)('reads the header from %s', async (_, headersOf) => {
    const header = await sign(inflow.rawBody, secret, { timestamp: nowSeconds });
    await expect(verify(inflow.rawBody, headersOf(header), secret, { now })).resolves.toMatchObject({ type: 'inflow.received' });
  });

  test('accepts the raw body as bytes', async () => {
    const header = await sign(inflow.rawBody, secret, { timestamp: nowSeconds });
    const bytes = new TextEncoder().encode(inflow.rawBody);
    await expect(verify(bytes, { 'x-auth-signature': header }, secret, { now })).resolves.toMatchObject({ type: 'inflow.received' });
  });

  const refusals: [string, { body?: string; header?: string | null; secret?: string; signedAt?: number; toleranceSeconds?: number; want: WebhookVerificationReason }][] = [
    ['missing header', { header: null, want: 'missing-signature' }],
    ['empty header', { header: '', want: 'missing-signature' }],
    ['malformed header', { header: 'v1=abc', want: 'malformed-signature' }],
    ['tampered body', { body: inflow.rawBody.replace('Ada Obi', 'Eve Obi'), want: 'bad-signature' }],
    ['wrong secret', { secret: 'not-the-secret', want: 'bad-signature' }],
    ['replayed old timestamp', { signedAt: nowSeconds - 301, want: 'stale-timestamp' }],
    ['old timestamp within a wider tolerance is fine, but not beyond it', { signedAt: nowSeconds - 601, toleranceSeconds: 600, want: 'stale-timestamp' }],
  ];
  test.each(refusals)('refuses: %s', async (_, { body = inflow.rawBody, header, secret: verifyWith = secret, signedAt = nowSeconds, toleranceSeconds, want }) => {
    const signed = header === undefined ? await sign(inflow.rawBody, secret, { timestamp: signedAt }) : header;
    const headers = signed === null ? {} : { 'x-auth-signature': signed };
    const options = toleranceSeconds === undefined ? { now } : { now, toleranceSeconds };
    const error = await refusal(verify(body, headers, verifyWith, options));
    expect(error.reason).toBe(want);
    if (signed) expect(error.message).not.toContain(signed);
    expect(error.message).not.toContain(verifyWith);
  });

  const malformedBodies: [string, { body: string; want: RegExp }][] = [
    ['not JSON', { body: '{"id":', want: /not JSON/ }],
    ['JSON without a type', { body: '{"id":"x"}', want: /no string `type`/ }],
    ['an unknown event type', { body: JSON.stringify({ ...inflow.body, type: 'wallet.created' }), want: /Unknown event type "wallet.created"/ }],
    ['an event whose data is of another type', { body: JSON.stringify({ ...inflow.body, type: 'wallet.deleted' }), want: /\/data must have required property 'walletGroupId'/ }],
    ['an inflow missing its amount', { body: JSON.stringify({ ...inflow.body, data: { ...(inflow.body.data as object), amount: undefined } }), want: /\/data must have required property 'amount'/ }],
    ['an inflow with a bad account number', { body: JSON.stringify({ ...inflow.body, data: { ...(inflow.body.data as object), accountNumber: '12' } }), want: /\/data\/accountNumber must match pattern/ }],
    ['an event whose id is not a UUID', { body: JSON.stringify({ ...inflow.body, id: 'evt_1' }), want: /\/id must match format "uuid"/ }],
  ];
  test.each(malformedBodies)('refuses a correctly signed body that is %s', async (_, { body, want }) => {
    const header = await sign(body, secret, { timestamp: nowSeconds });
    const error = await refusal(verify(body, { 'x-auth-signature': header }, secret, { now }));
    expect(error.reason).toBe('malformed-body');
    expect(error.message).toMatch(want);
  });

  test('uses a pluggable scheme for signing and verifying', async () => {
    const seen: string[] = [];
    const plain: SignatureScheme = {
      name: 'test-plain',
      sign: async (rawBody, key, timestamp) => `${timestamp}:${key.length}:${rawBody.length}`,
      verify: async (rawBody, header, key, { nowSeconds: at }) => {
        seen.push(header);
        if (header !== `${at}:${key.length}:${rawBody.length}`) throw new WebhookVerificationError('bad-signature', 'no');
      },
    };
    const header = await sign(inflow.rawBody, secret, { timestamp: nowSeconds, scheme: plain });
    await expect(verify(inflow.rawBody, { 'x-auth-signature': header }, secret, { now, scheme: plain })).resolves.toMatchObject({ type: 'inflow.received' });
    expect(seen).toEqual([header]);
    expect((await refusal(verify(inflow.rawBody + ' ', { 'x-auth-signature': header }, secret, { now, scheme: plain }))).reason).toBe('bad-signature');
  });

  test('sign defaults to the current time', async () => {
    const before = Math.floor(Date.now() / 1000);
    const header = await sign(inflow.rawBody, secret);
    const t = Number(/^t=(\d+),/.exec(header)?.[1]);
    expect(t).toBeGreaterThanOrEqual(before);
    await expect(verify(inflow.rawBody, { 'x-auth-signature': header }, secret)).resolves.toMatchObject({ type: 'inflow.received' });
  });

  test('refuses an empty secret instead of verifying against it', async () => {
    await expect(verify(inflow.rawBody, { 'x-auth-signature': inflow.signature }, '')).rejects.toThrow(TypeError);
  });
});
