// The reporters on a small made-up run: structure, escaping, and what each failure shows.
import { loadBundle, readOperations } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import type { CaseResult } from '../core/model.js';
import type { RunReport } from '../run/runner.js';
import { summarize } from '../run/summary.js';
import { validReport } from '../testing/valid-report.js';
import type { Failure } from '../report/report.gen.js';
import { readablePointer } from './html.js';
import { REPORTERS } from './index.js';

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
// As the run hands it over: redacted already (core/redact.ts).
const request = {
  method: 'GET',
  url: 'http://t.test/api/v1/wallets/get/wallet/1',
  headers: { 'x-api-key': '[redacted]' },
};
const base = {
  kind: 'examplePair' as const,
  operationId: 'getWalletById',
  at: '#/paths/~1api~1v1~1wallets~1get~1wallet~1{walletId}/get',
  request,
  durationMs: 12,
};
const results: CaseResult[] = [
  {
    ...base,
    id: 'getWalletById 200 walletRetrieved',
    expectedStatus: 200,
    outcome: 'passed',
    checks: [{ name: 'status', outcome: 'passed' }],
    response: { status: 200, contentType: 'application/json', body: '{}' },
  },
  {
    ...base,
    id: 'getWalletById 404 accountNotFound',
    expectedStatus: 404,
    outcome: 'failed',
    checks: [
      { name: 'status', outcome: 'failed', expected: '404', actual: '500' },
      {
        name: 'leak',
        outcome: 'failed',
        expected: 'no internal error text',
        actual: HOSTILE,
        message: 'the error body carries a stack frame',
      },
    ],
    response: { status: 500, contentType: 'application/json', body: HOSTILE },
  },
  {
    ...base,
    id: 'getWalletById 500 unexpectedError',
    expectedStatus: 500,
    outcome: 'notApplicable',
    reason: 'no fault here',
    checks: [],
  },
  {
    ...base,
    id: 'getWalletById without x-api-key',
    kind: 'missingApiKey',
    expectedStatus: 401,
    outcome: 'error',
    reason: 'ECONNRESET',
    checks: [],
  },
];
const document = loadBundle();
const report: RunReport = {
  target: {
    name: 'made-up',
    kind: 'live',
    baseUrls: { wallet: 'http://t.test', checkout: 'http://t.test', payout: 'http://t.test' },
  },
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 1234,
  requests: 3,
  bailed: false,
  seed: 7,
  results,
  summary: summarize(document, readOperations(document), results, []),
};
const { html: renderHtml, json: renderJson, junit: renderJunit, pretty: renderPretty } = REPORTERS;

describe('junit', () => {
  const xml = renderJunit(report);
  const count = (pattern: RegExp) => xml.match(pattern)?.length ?? 0;
  const cases: [string, RegExp, number][] = [
    ['one testcase per case', /<testcase /g, 4],
    ['one failure element per failed case', /<failure /g, Number(/<testsuites [^>]*failures="(\d+)"/.exec(xml)![1])],
    ['a case without an answer is an error', /<error /g, 1],
    ['a case not applicable is skipped', /<skipped /g, 1],
    ['no raw markup from a body', /<script>/g, 0],
  ];
  test.each(cases)('%s', (_, pattern, want) => expect(count(pattern)).toBe(want));
  test('failures carry the curl command', () => expect(xml).toContain('request: curl -X GET'));
  test("the suites' failure counts are the failure elements they hold", () => {
    const suites = [...xml.matchAll(/<testsuite [^>]*failures="(\d+)"[^>]*>([\s\S]*?)<\/testsuite>/g)];
    expect(suites.length).toBeGreaterThan(0);
    for (const [, failures, body] of suites) expect(body!.match(/<failure /g)?.length ?? 0).toBe(Number(failures));
  });
});

describe('html', () => {
  const html = renderHtml(report);
  test('escapes what the target sent', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });
  test('is one file: no scripts, no stylesheets or images from elsewhere', () =>
    expect(html).not.toMatch(/<script|<link|<img|src=/));
  test('shows score, coverage and each failure with its request', () => {
    expect(html).toContain('Score');
    expect(html).toContain('Coverage');
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).toContain('curl -X GET');
  });
});

test('pretty lists every case and each failure with expected, actual and curl', () => {
  const text = renderPretty(report);
  expect(text).toMatch(/✗ getWalletById 404 accountNotFound {2}\[status, leak\]/);
  expect(text).toMatch(/– getWalletById 500 unexpectedError {2}\(no fault here\)/);
  expect(text).toContain('expected: 404');
  expect(text).toContain('actual:   500');
  expect(text).toContain(
    `request:  curl -X GET 'http://t.test/api/v1/wallets/get/wallet/1' -H 'x-api-key: [redacted]'`,
  );
  expect(text).toContain('Cases:       1 passed, 1 failed, 1 not applicable, 1 errors');
});

test('json meets the schema, with the failures listed', () => {
  const parsed = validReport(renderJson(report));
  expect(parsed.failures.map((f) => `${f.caseId} ${f.check}`)).toEqual([
    'getWalletById 404 accountNotFound status',
    'getWalletById 404 accountNotFound leak',
    'getWalletById without x-api-key status',
  ]);
});

describe('thousands of generated values stay a short report', () => {
  const generated = (i: number, outcome: 'passed' | 'failed'): CaseResult => ({
    ...base,
    id: `postWalletTransaction body remarks: hostile string ${i}`,
    kind: 'generated',
    operationId: 'postWalletTransaction',
    expectedStatus: '4xx',
    outcome,
    samples: 40,
    checks: [
      {
        name: 'status',
        outcome,
        ...(outcome === 'failed' && { expected: 'a 4xx', actual: '500', message: 'a valid value got a server error' }),
      },
    ],
    response: { status: outcome === 'failed' ? 500 : 400, contentType: 'application/json', body: '{}' },
  });
  const many = {
    ...report,
    results: [...results, ...Array.from({ length: 50 }, (_, i) => generated(i, 'passed')), generated(50, 'failed')],
  };

  test('pretty: failures first, the passed generated cases one line per operation', () => {
    const lines = renderPretty(many).split('\n');
    expect(lines[2]).toMatch(/✗ /);
    expect(lines.filter((l) => l.includes('generated cases passed'))).toEqual([
      '  ✓ postWalletTransaction: 50 generated cases passed (2000 values)',
    ]);
    expect(lines.filter((l) => l.includes('hostile string')).length).toBeLessThan(5);
  });
  test('junit: each failing case a testcase, the passed ones one testcase with their count', () => {
    const xml = renderJunit(many);
    expect(xml.match(/<testcase /g)).toHaveLength(4 + 1 + 1);
    expect(xml).toContain('name="postWalletTransaction: 50 generated cases passed (2000 values)"');
  });
  test('json: keeps every case, and meets the schema', () =>
    expect(validReport(renderJson(many)).results).toHaveLength(many.results.length));
  test('html: one row for the passed generated cases of an operation', () => {
    const html = renderHtml(many);
    expect(html.match(/generated cases passed/g)).toHaveLength(1);
    expect(html.match(/<tr><td class="failed">/g)).toHaveLength(2);
  });
});

describe('html for a QA lead', () => {
  test.each([
    {
      given: '#/paths/~1api~1v1~1wallets~1get~1wallet~1{walletId}/get/responses/404',
      want: 'GET /api/v1/wallets/get/wallet/{walletId} › responses › 404',
    },
    {
      given: '#/components/responses/Unauthorized/content/application~1json',
      want: 'components › responses › Unauthorized › content › application/json',
    },
    { given: '#/paths/~1a~0b/post', want: 'POST /a~b' },
  ])('a pointer read as $want', ({ given, want }) => expect(readablePointer(given)).toBe(want));

  const failed = (id: string, message: string, fault?: Failure['fault']): CaseResult => ({
    id,
    kind: 'examplePair',
    operationId: 'getWalletById',
    at: '#/paths/~1api~1v1~1wallets~1get~1wallet~1{walletId}/get',
    expectedStatus: 200,
    outcome: 'failed',
    checks: [
      { name: 'leak', outcome: 'failed', message, expected: 'none', actual: 'a stack frame', ...(fault && { fault }) },
    ],
    request: { method: 'GET', url: `http://t.test/${id}`, headers: {} },
    response: { status: 500, contentType: 'application/json', body: '{}' },
    durationMs: 1,
  });
  const alike = [
    failed('a', 'the error body carries a stack frame', 'leakedInternals'),
    failed('b', 'the error body carries a stack frame', 'leakedInternals'),
    failed('c', 'another'),
  ];
  const page = renderHtml({
    ...report,
    results: alike,
    summary: summarize(document, readOperations(document), alike, []),
  });

  test('deviations and refutations in sections of their own', () => {
    expect(page).toMatch(/<h2>Deviations from the document \(3\)<\/h2>/);
    expect(page).toMatch(/<h2 class="refuted">Refutations of provisional choices \(0\)<\/h2>/);
  });
  test('identical findings merged with their count, the fault named', () => {
    expect(page.match(/<details/g)).toHaveLength(2);
    expect(page).toContain('a and 1 more alike');
    expect(page).toContain('<span class="fault">leakedInternals</span>');
  });
  test('no pointer left unread, no column that forces a sideways scroll', () => {
    expect(page).not.toMatch(/<td[^>]*>#\/paths/);
    expect(page).toContain('table-layout:fixed');
  });
});
