import { describe, expect, test } from 'vitest';
import { toCurl } from './curl.js';
import { redactHeaders, redactor } from './redact.js';

describe('redactor', () => {
  const redact = redactor(['key-1234', 'key-1234-longer', undefined, 'abc']);
  const cases: [string, string, string][] = [
    ['a known key', 'sent key-1234 here', 'sent [redacted] here'],
    ['the longer key first, whole', 'key-1234-longer', '[redacted]'],
    ['a signature anywhere', 't=1,v1=' + 'a'.repeat(64), 't=1,v1=[redacted]'],
    ['secrets shorter than 4 characters are left, they would blank ordinary text', 'abc', 'abc'],
    ['nothing secret', 'hello', 'hello'],
  ];
  test.each(cases)('%s', (_, given, want) => expect(redact(given)).toBe(want));
});

test('secret headers are redacted whatever they hold', () => {
  expect(redactHeaders({ 'X-Api-Key': 'unknown-to-the-redactor', accept: 'application/json', 'x-auth-signature': 'x' }, redactor([]))).toEqual({
    'X-Api-Key': '[redacted]',
    accept: 'application/json',
    'x-auth-signature': '[redacted]',
  });
});

describe('toCurl', () => {
  const redact = redactor(['sk-secret']);
  const cases: [string, Parameters<typeof toCurl>[0], string][] = [
    ['a GET with a key', { method: 'GET', url: 'http://t.test/a?b=1', headers: { 'x-api-key': 'sk-secret' } }, `curl -X GET 'http://t.test/a?b=1' -H 'x-api-key: [redacted]'`],
    [
      'a body with a quote',
      { method: 'POST', url: 'http://t.test/a', headers: { 'content-type': 'application/json' }, body: `{"name":"O'Brien"}` },
      `curl -X POST 'http://t.test/a' -H 'content-type: application/json' --data-raw '{"name":"O'\\''Brien"}'`,
    ],
    ['a secret in the body', { method: 'POST', url: 'http://t.test/a', headers: {}, body: '{"k":"sk-secret"}' }, `curl -X POST 'http://t.test/a' --data-raw '{"k":"[redacted]"}'`],
  ];
  test.each(cases)('%s', (_, given, want) => expect(toCurl(given, redact)).toBe(want));
});
