import { describe, expect, test } from 'vitest';
import { requestIdFor } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  test.for([
    { given: 'req-42', want: 'req-42' },
    { given: '0b6f4e1c-2d3a-4b5c-8d9e-0f1a2b3c4d5e', want: '0b6f4e1c-2d3a-4b5c-8d9e-0f1a2b3c4d5e' },
    { given: 'trace:span@host.example', want: 'trace:span@host.example' },
  ])('keeps the caller’s $given', ({ given, want }) => {
    expect(requestIdFor(given)).toBe(want);
  });
  test.for([
    { given: undefined },
    { given: null },
    { given: '' },
    { given: 'two words' },
    { given: 'line\nbreak' },
    { given: 'x'.repeat(129) },
    { given: '{"json":1}' },
  ])('makes a new one for $given', ({ given }) => {
    expect(requestIdFor(given)).toMatch(UUID);
  });
  test('each new one differs', () => {
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});

test('without crypto.randomUUID (a page over plain http, not localhost) still a version 4 UUID', () => {
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const ids = [requestIdFor(undefined), requestIdFor(undefined)];
    expect(ids[0]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  } finally {
    delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
  }
  expect(typeof globalThis.crypto.randomUUID).toBe('function');
});
