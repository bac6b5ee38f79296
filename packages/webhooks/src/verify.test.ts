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
  test.each(examples.map((e) => [e.name, e] as const))(
    '%s: round trip through sign returns the typed event',
    async (_, example) => {
      const header = await sign(example.rawBody, secret, { timestamp: nowSeconds });
      const event = await verify(example.rawBody, { [SIGNATURE_HEADER]: header }, secret, { now });
      expect(event).toEqual(example.body);
    },
  );

  test.each(examples.map((e) => [e.name, e] as const))(
    '%s: the spec test vector verifies at its own time',
    async (_, example) => {
      const headers = new Headers({ 'x-auth-signature': example.signature });
      const event = await verify(example.rawBody, headers, VECTOR_SECRET, { now: () => VECTOR_TIMESTAMP * 1000 });
      expect(event.type).toBe(example.body.type);
    },
  );

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
    await expect(verify(inflow.rawBody, headersOf(header), secret, { now })).resolves.toMatchObject({
      type: 'inflow.received',
    });
  });

  test('accepts the raw body as bytes', async () => {
    const header = await sign(inflow.rawBody, secret, { timestamp: nowSeconds });
    const bytes = new TextEncoder().encode(inflow.rawBody);
    await expect(verify(bytes, { 'x-auth-signature': header }, secret, { now })).resolves.toMatchObject({
      type: 'inflow.received',
    });
  });

  const utf8 = (text: string) => new TextEncoder().encode(text);
  const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));
  const [beforeName, afterName] = inflow.rawBody.split('Ada Obi') as [string, string];
  // "Ada " then 0xFF (never valid in UTF-8) then "Obi": a non-fatal decoder reads it as U+FFFD.
  const invalidUtf8 = concat(utf8(`${beforeName}Ada `), new Uint8Array([0xff]), utf8(`Obi${afterName}`));
  const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
  const signatureCovers: [
    string,
    { body: string | Uint8Array; signed: string | Uint8Array; want: WebhookVerificationReason | 'verified' },
  ][] = [
    [
      'bytes with invalid UTF-8, signed over the text a lenient decoder reads',
      { body: invalidUtf8, signed: `${beforeName}Ada \uFFFDObi${afterName}`, want: 'bad-signature' },
    ],
    [
      'bytes with invalid UTF-8, signed over those bytes',
      { body: invalidUtf8, signed: invalidUtf8, want: 'malformed-body' },
    ],
    [
      'a body with a BOM, signed without it',
      { body: concat(bom, utf8(inflow.rawBody)), signed: inflow.rawBody, want: 'bad-signature' },
    ],
    [
      'a body with a BOM, signed with it',
      { body: concat(bom, utf8(inflow.rawBody)), signed: concat(bom, utf8(inflow.rawBody)), want: 'verified' },
    ],
    [
      'non-ASCII bytes, signed as the string they encode',
      {
        body: utf8(inflow.rawBody.replace('Ada Obi', 'Adá Ọ̀bí')),
        signed: inflow.rawBody.replace('Ada Obi', 'Adá Ọ̀bí'),
        want: 'verified',
      },
    ],
    [
      'a non-ASCII string, signed as its UTF-8 bytes',
      {
        body: inflow.rawBody.replace('Ada Obi', 'Adá Ọ̀bí'),
        signed: utf8(inflow.rawBody.replace('Ada Obi', 'Adá Ọ̀bí')),
        want: 'verified',
      },
    ],
  ];
  test.each(signatureCovers)('the signature covers the bytes: %s', async (_, { body, signed, want }) => {
    const headers = { 'x-auth-signature': await sign(signed, secret, { timestamp: nowSeconds }) };
    if (want === 'verified')
      await expect(verify(body, headers, secret, { now })).resolves.toMatchObject({ type: 'inflow.received' });
    else expect((await refusal(verify(body, headers, secret, { now }))).reason).toBe(want);
  });

  const refusals: [
    string,
    {
      body?: string;
      header?: string | null;
      secret?: string;
      signedAt?: number;
      toleranceSeconds?: number;
      want: WebhookVerificationReason;
    },
  ][] = [
    ['missing header', { header: null, want: 'missing-signature' }],
    ['empty header', { header: '', want: 'missing-signature' }],
    ['malformed header', { header: 'v1=abc', want: 'malformed-signature' }],
    ['tampered body', { body: inflow.rawBody.replace('Ada Obi', 'Eve Obi'), want: 'bad-signature' }],
    ['wrong secret', { secret: 'not-the-secret', want: 'bad-signature' }],
    ['replayed old timestamp', { signedAt: nowSeconds - 301, want: 'stale-timestamp' }],
    [
      'old timestamp within a wider tolerance is fine, but not beyond it',
      { signedAt: nowSeconds - 601, toleranceSeconds: 600, want: 'stale-timestamp' },
    ],
  ];
  test.each(refusals)(
    'refuses: %s',
    async (_, {
      body = inflow.rawBody,
      header,
      secret: verifyWith = secret,
      signedAt = nowSeconds,
      toleranceSeconds,
      want,
    }) => {
      const signed = header === undefined ? await sign(inflow.rawBody, secret, { timestamp: signedAt }) : header;
      const headers = signed === null ? {} : { 'x-auth-signature': signed };
      const options = toleranceSeconds === undefined ? { now } : { now, toleranceSeconds };
      const error = await refusal(verify(body, headers, verifyWith, options));
      expect(error.reason).toBe(want);
      if (signed) expect(error.message).not.toContain(signed);
      expect(error.message).not.toContain(verifyWith);
    },
  );

  const malformedBodies: [string, { body: string; want: RegExp }][] = [
    ['not JSON', { body: '{"id":', want: /not JSON/ }],
    ['JSON without a type', { body: '{"id":"x"}', want: /no string `type`/ }],
    [
      'an unknown event type',
      { body: JSON.stringify({ ...inflow.body, type: 'wallet.created' }), want: /Unknown event type "wallet.created"/ },
    ],
    [
      'an event whose data is of another type',
      {
        body: JSON.stringify({ ...inflow.body, type: 'wallet.deleted' }),
        want: /\/data must have required property 'walletGroupId'/,
      },
    ],
    [
      'an inflow missing its amount',
      {
        body: JSON.stringify({ ...inflow.body, data: { ...(inflow.body.data as object), amount: undefined } }),
        want: /\/data must have required property 'amount'/,
      },
    ],
    [
      'an inflow with a bad account number',
      {
        body: JSON.stringify({ ...inflow.body, data: { ...(inflow.body.data as object), accountNumber: '12' } }),
        want: /\/data\/accountNumber must match pattern/,
      },
    ],
    [
      'an event whose id is not a UUID',
      { body: JSON.stringify({ ...inflow.body, id: 'evt_1' }), want: /\/id must match format "uuid"/ },
    ],
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
        if (header !== `${at}:${key.length}:${rawBody.length}`)
          throw new WebhookVerificationError('bad-signature', 'no');
      },
    };
    const header = await sign(inflow.rawBody, secret, { timestamp: nowSeconds, scheme: plain });
    await expect(
      verify(inflow.rawBody, { 'x-auth-signature': header }, secret, { now, scheme: plain }),
    ).resolves.toMatchObject({ type: 'inflow.received' });
    expect(seen).toEqual([header]);
    expect(
      (await refusal(verify(inflow.rawBody + ' ', { 'x-auth-signature': header }, secret, { now, scheme: plain })))
        .reason,
    ).toBe('bad-signature');
  });

  test('sign defaults to the current time', async () => {
    const before = Math.floor(Date.now() / 1000);
    const header = await sign(inflow.rawBody, secret);
    const t = Number(/^t=(\d+),/.exec(header)?.[1]);
    expect(t).toBeGreaterThanOrEqual(before);
    await expect(verify(inflow.rawBody, { 'x-auth-signature': header }, secret)).resolves.toMatchObject({
      type: 'inflow.received',
    });
  });

  test.each<[string, { body: unknown; headers: unknown; want: RegExp }]>([
    [
      "a body a JSON parser already read (Express's req.body)",
      {
        body: inflow.body,
        headers: { 'x-auth-signature': inflow.signature },
        want: /verify needs the raw body as received, a string or bytes .+ not an object/,
      },
    ],
    [
      'no body',
      {
        body: undefined,
        headers: { 'x-auth-signature': inflow.signature },
        want: /verify needs the raw body .+ not undefined: read it before any JSON body parser$/,
      },
    ],
    [
      'no headers',
      {
        body: inflow.rawBody,
        headers: undefined,
        want: /verify needs the request's headers \(Fetch Headers, or Node's req.headers\), not undefined$/,
      },
    ],
    [
      'the signature header alone',
      { body: inflow.rawBody, headers: inflow.signature, want: /verify needs the request's headers .+ not a string$/ },
    ],
  ])('says what it needs when given %s', async (_, { body, headers, want }) => {
    const error = await verify(body as string, headers as Headers, secret, { now }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(want);
  });

  test('refuses an empty secret instead of verifying against it', async () => {
    await expect(verify(inflow.rawBody, { 'x-auth-signature': inflow.signature }, '')).rejects.toThrow(TypeError);
  });
});
