import { loadBundle } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { WebhookVerificationError, type WebhookVerificationReason } from './errors.js';
import { VECTOR_SECRET, VECTOR_TIMESTAMP, webhookExamples } from './fixtures/webhook-examples.js';
import { defaultScheme } from './scheme.js';

const examples = webhookExamples();
const atVectorTime = { nowSeconds: VECTOR_TIMESTAMP, toleranceSeconds: 300 };
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('defaultScheme reproduces the spec test vectors', () => {
  test('the spec has a vector for every webhook', () => {
    expect(new Set(examples.map((e) => e.webhook))).toEqual(new Set(Object.keys(loadBundle().webhooks ?? {})));
  });

  test.each(examples.map((e) => [e.name, e] as const))('%s: sign gives the documented header', async (_, example) => {
    expect(await defaultScheme.sign(utf8(example.rawBody), VECTOR_SECRET, VECTOR_TIMESTAMP)).toBe(example.signature);
  });

  test.each(examples.map((e) => [e.name, e] as const))(
    '%s: verify accepts the documented header',
    async (_, example) => {
      await expect(
        defaultScheme.verify(utf8(example.rawBody), example.signature, VECTOR_SECRET, atVectorTime),
      ).resolves.toBeUndefined();
    },
  );
});

describe('defaultScheme.verify refuses', () => {
  const example = examples[0]!;
  const [, digest] = example.signature.split(',v1=') as [string, string];
  const otherDigest = 'f'.repeat(64);
  const cases: [
    string,
    { header: string; body?: string; secret?: string; nowSeconds?: number; want: WebhookVerificationReason },
  ][] = [
    ['no t= part', { header: `v1=${digest}`, want: 'malformed-signature' }],
    ['no v1= part', { header: `t=${VECTOR_TIMESTAMP}`, want: 'malformed-signature' }],
    ['t= twice', { header: `t=1,t=${VECTOR_TIMESTAMP},v1=${digest}`, want: 'malformed-signature' }],
    ['t= not digits', { header: `t=soon,v1=${digest}`, want: 'malformed-signature' }],
    ['v1= uppercase hex', { header: `t=${VECTOR_TIMESTAMP},v1=${digest.toUpperCase()}`, want: 'malformed-signature' }],
    ['v1= too short', { header: `t=${VECTOR_TIMESTAMP},v1=${digest.slice(2)}`, want: 'malformed-signature' }],
    ['a header of another format', { header: `sha256=${digest}`, want: 'malformed-signature' }],
    [
      'tampered body',
      { header: example.signature, body: example.rawBody.replace('10000', '90000'), want: 'bad-signature' },
    ],
    ['wrong secret', { header: example.signature, secret: 'another-secret', want: 'bad-signature' }],
    [
      'another timestamp than the one signed',
      { header: `t=${VECTOR_TIMESTAMP + 1},v1=${digest}`, want: 'bad-signature' },
    ],
    [
      'a digest of the right shape but wrong value',
      { header: `t=${VECTOR_TIMESTAMP},v1=${otherDigest}`, want: 'bad-signature' },
    ],
    [
      'replayed 301 s later',
      { header: example.signature, nowSeconds: VECTOR_TIMESTAMP + 301, want: 'stale-timestamp' },
    ],
    [
      'dated 301 s in the future',
      { header: example.signature, nowSeconds: VECTOR_TIMESTAMP - 301, want: 'stale-timestamp' },
    ],
  ];

  test.each(cases)(
    '%s',
    async (_, { header, body = example.rawBody, secret = VECTOR_SECRET, nowSeconds = VECTOR_TIMESTAMP, want }) => {
      const refusal = await defaultScheme
        .verify(utf8(body), header, secret, { nowSeconds, toleranceSeconds: 300 })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(refusal).toBeInstanceOf(WebhookVerificationError);
      expect((refusal as WebhookVerificationError).reason).toBe(want);
      expect((refusal as Error).message).not.toContain(digest);
      expect((refusal as Error).message).not.toContain(secret);
    },
  );

  test('accepts at exactly the tolerance, and any of several v1= parts (secret rotation)', async () => {
    const header = `t=${VECTOR_TIMESTAMP},v1=${'0'.repeat(64)},v1=${digest},v2=ignored`;
    await expect(
      defaultScheme.verify(utf8(example.rawBody), header, VECTOR_SECRET, {
        nowSeconds: VECTOR_TIMESTAMP + 300,
        toleranceSeconds: 300,
      }),
    ).resolves.toBeUndefined();
  });
});
