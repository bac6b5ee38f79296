// The domain hashes without node:crypto so it can run in a browser; stored key digests, reference fingerprints, the
// seed dump's key and every name-based id were made with node:crypto, so each must come out byte for byte the same.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64url, hashKey, hashKeyPortable, newKey } from './auth/keys.js';
import { nameBasedId } from './name-based-id.js';
import { fingerprint } from './postings/fingerprint.js';

const NAMESPACE = Buffer.from('6f1d2c9a4b3e4f7a8c5d0e1f2a3b4c5d', 'hex');

/** The name-based id as it was written with node:crypto. */
function nodeNameBasedId(name: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const TEXTS: [name: string, text: string][] = [
  ['empty', ''],
  ['a demo key', 'sandbox-admin-key'],
  ['an issued key', 'sbx_3q2+7w_-AAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ['a seed name', 'posting:5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f:OPEN-9900054321'],
  ['non-ASCII', 'Ọjà Ẹ̀kọ́ — ₦1,000 😀'],
  ['a lone surrogate', 'key\ud800end'],
  ['longer than a block', 'x'.repeat(1000)],
];

describe('digests without node:crypto', () => {
  it.each(TEXTS)('hashKey(%s) is its SHA-256 hex as node:crypto gives it, on Node and in a page', (_, text) => {
    expect(hashKey(text)).toBe(sha256Hex(text));
    expect(hashKeyPortable(text)).toBe(sha256Hex(text));
  });

  it.each(TEXTS)('nameBasedId(%s) is the version 5 UUID node:crypto gave', (_, text) => {
    expect(nameBasedId(text)).toBe(nodeNameBasedId(text));
  });

  it.each([
    [
      'a transfer',
      { transactionReference: 'REF-1', amount: 100.5, narration: 'Ọjà', meta: { b: [1, null, 'two'], a: true } },
      '{"amount":100.5,"meta":{"a":true,"b":[1,null,"two"]},"narration":"Ọjà","transactionReference":"REF-1"}',
    ],
    ['nothing', null, 'null'],
    ['undefined fields left out', { b: 1, a: undefined }, '{"b":1}'],
  ])('fingerprint(%s) is the SHA-256 hex of its canonical text as node:crypto gives it', (_, body, canonical) => {
    expect(fingerprint(body)).toBe(sha256Hex(canonical));
  });

  it.each(
    [0, 1, 2, 3, 24, 25, 64].map(
      (length) => [length, Buffer.from(Array.from({ length }, (_, i) => 255 - ((i * 37) % 256)))] as const,
    ),
  )('base64url of %i bytes is what Buffer writes', (_, bytes) => {
    expect(base64url(new Uint8Array(bytes))).toBe(bytes.toString('base64url'));
  });

  it('issues keys as before: sbx_ and 32 base64url characters', () => {
    expect(newKey()).toMatch(/^sbx_[A-Za-z0-9_-]{32}$/);
  });
});
