import { describe, expect, test } from 'vitest';
import { toCurl } from './curl.js';
import { redacted, redactHeaders, redactor } from './redact.js';

describe('redactor', () => {
  const redact = redactor(['key-1234', 'key-1234-longer', undefined, 'abc', 'k.y-5678']);
  const cases: [string, string, string][] = [
    ['a known key', 'sent key-1234 here', 'sent [redacted] here'],
    ['the longer key first, whole', 'key-1234-longer', '[redacted]'],
    ['a signature anywhere', 't=1,v1=' + 'a'.repeat(64), 't=1,v1=[redacted]'],
    ['secrets shorter than 4 characters are left, they would blank ordinary text', 'abc', 'abc'],
    ['nothing secret', 'hello', 'hello'],
    ['a dot of a key matches only a dot', 'kxy-5678', 'kxy-5678'],
  ];
  test.each(cases)('%s', (_, given, want) => expect(redact(given)).toBe(want));
});

describe('a key as a target echoes it, or a report carries it', () => {
  const key = `Ab"cd\\ef/g+h=i&j k<l>'m`;
  const redact = redactor([key]);
  const cases: [string, string][] = [
    ['as is', key],
    ['in a JSON string', JSON.stringify(key).slice(1, -1)],
    [
      'in a JSON string, every sign a \\u escape (as .NET writes it)',
      key.replace(/[^A-Za-z0-9]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`),
    ],
    ['in a JSON string with its slash escaped', JSON.stringify(key).slice(1, -1).replace('/', '\\/')],
    ['percent-encoded (encodeURIComponent)', encodeURIComponent(key)],
    ['percent-encoded in lower-case hex', encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (p) => p.toLowerCase())],
    ['form-encoded, a space as +', new URLSearchParams({ k: key }).toString().slice(2)],
    [
      'HTML-escaped',
      key.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!),
    ],
    [
      'XML-escaped',
      key.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!),
    ],
    [
      'its signs as numeric character references',
      key.replace(/[^A-Za-z0-9]/g, (c) => `&#x${c.charCodeAt(0).toString(16)};`),
    ],
    [
      'escaped in JSON, then in HTML',
      JSON.stringify(key)
        .slice(1, -1)
        .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!),
    ],
  ];
  test.each(cases)('%s', (_, given) => expect(redact(`echoed ${given}.`)).toBe('echoed [redacted].'));
});

test('secret headers are redacted whatever they hold', () => {
  expect(
    redactHeaders(
      { 'X-Api-Key': 'unknown-to-the-redactor', accept: 'application/json', 'x-auth-signature': 'x' },
      redactor([]),
    ),
  ).toEqual({
    'X-Api-Key': '[redacted]',
    accept: 'application/json',
    'x-auth-signature': '[redacted]',
  });
});

describe("redacted: a run's result as it leaves the runner", () => {
  const redact = redactor(['sk-secret']);
  const cases: [string, unknown, unknown][] = [
    [
      "a key in a check's actual value",
      { checks: [{ name: 'values', actual: 'echoed sk-secret' }] },
      { checks: [{ name: 'values', actual: 'echoed [redacted]' }] },
    ],
    [
      'a secret header by name, whatever it holds',
      { request: { headers: { 'X-Api-Key': 'unknown', accept: 'a/b' } } },
      { request: { headers: { 'X-Api-Key': '[redacted]', accept: 'a/b' } } },
    ],
    [
      "a workflow step's body",
      { steps: [{ request: { headers: {}, body: '{"k":"sk-secret"}' } }] },
      { steps: [{ request: { headers: {}, body: '{"k":"[redacted]"}' } }] },
    ],
    [
      'numbers, booleans and null as they are',
      { status: 200, ok: true, reason: null },
      { status: 200, ok: true, reason: null },
    ],
  ];
  test.each(cases)('%s', (_, given, want) => expect(redacted(given, redact)).toEqual(want));
});

describe('toCurl', () => {
  const cases: [string, Parameters<typeof toCurl>[0], string][] = [
    [
      'a GET with a redacted key',
      { method: 'GET', url: 'http://t.test/a?b=1', headers: { 'x-api-key': '[redacted]' } },
      `curl -X GET 'http://t.test/a?b=1' -H 'x-api-key: [redacted]'`,
    ],
    [
      'a body with a quote',
      {
        method: 'POST',
        url: 'http://t.test/a',
        headers: { 'content-type': 'application/json' },
        body: `{"name":"O'Brien"}`,
      },
      `curl -X POST 'http://t.test/a' -H 'content-type: application/json' --data-raw '{"name":"O'\\''Brien"}'`,
    ],
  ];
  test.each(cases)('%s', (_, given, want) => expect(toCurl(given)).toBe(want));
});
