// The two commands that judge traffic someone else made: `judge --har` on a recording, `proxy` in front of a target.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBundle, readPairs } from '@waas/spec/pairs';
import { startIndependentTarget } from '@waas/independent-target';
import { afterAll, describe, expect, test } from 'vitest';
import { pairRequest } from '../core/request.js';
import { resolveProfile } from '../profile/load.js';
import { validReport } from '../testing/valid-report.js';
import { main } from './main.js';

const dir = mkdtempSync(join(tmpdir(), 'waas-traffic-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(args: string[], signal?: AbortSignal, onErr?: (text: string) => void) {
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => (err.push(t), onErr?.(t)) },
    env: {},
    cwd: dir,
    ...(signal && { signal }),
  };
  const code = await main(args, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const ORIGIN = 'https://staging.waas.test';
const header = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => ({ name, value }));

/** A HAR 1.2 file as a browser saves one: the document's example pairs as the API's exchanges, plus the page's own. */
function har(change: (body: Record<string, unknown>, operationId: string, status: number) => void = () => {}): string {
  const profile = resolveProfile({}, { target: ORIGIN });
  const api = readPairs(loadBundle()).map((pair) => {
    const request = pairRequest(pair, profile, new Map(), {});
    const body = structuredClone(pair.response.body) as Record<string, unknown>;
    change(body, pair.operationId, pair.status);
    return {
      startedDateTime: '2026-11-27T10:00:00.000Z',
      time: 12.5,
      request: {
        method: request.method,
        url: request.url,
        httpVersion: 'HTTP/2',
        headers: header(request.headers),
        queryString: [],
        ...(request.body !== undefined && { postData: { mimeType: 'application/json', text: request.body } }),
      },
      response: {
        status: pair.status,
        statusText: '',
        httpVersion: 'HTTP/2',
        headers: [
          { name: ':status', value: String(pair.status) },
          { name: 'Content-Type', value: pair.response.contentType },
        ],
        content: {
          size: 0,
          mimeType: pair.response.contentType,
          text: Buffer.from(JSON.stringify(body)).toString('base64'),
          encoding: 'base64',
        },
      },
    };
  });
  const page = [
    {
      startedDateTime: '2026-11-27T09:59:59.000Z',
      time: 3,
      request: { method: 'GET', url: 'http://localhost:5173/src/main.tsx', headers: [] },
      response: { status: 200, headers: [], content: { mimeType: 'text/javascript', text: 'x' } },
    },
    {
      startedDateTime: '2026-11-27T10:00:01.000Z',
      time: 0,
      request: { method: 'GET', url: `${ORIGIN}/api/v1/wallets/get/wallet/blocked`, headers: [] },
      response: { status: 0, headers: [], content: {} },
    },
  ];
  return JSON.stringify({
    log: { version: '1.2', creator: { name: 'test', version: '1' }, entries: [...page, ...api] },
  });
}

describe('judge --har', () => {
  test("the document's own exchanges: exit 0, the API's origin found, the page's own files left out", async () => {
    writeFileSync(join(dir, 'good.har'), har());
    const result = await cli([
      'judge',
      '--har',
      'good.har',
      '--reporter',
      'json=good.json',
      '--reporter',
      'junit=good.xml',
    ]);
    expect(result.stderr).toContain(`judging the exchanges with ${ORIGIN}`);
    expect(result.stderr).toMatch(
      /\d+ exchanges judged, 0 failed checks in them; left out: 1 without an answer, 1 with other hosts/,
    );
    expect(result.code).toBe(0);
    const report = validReport(readFileSync(join(dir, 'good.json'), 'utf8'));
    expect(report.traffic).toMatchObject({ leftOut: { noAnswer: 1, otherHost: 1, unknownPath: 0 } });
    expect(report.results.every((r) => r.kind === 'traffic')).toBe(true);
    expect(readFileSync(join(dir, 'good.xml'), 'utf8')).toContain('<testsuite');
  });

  test('a fault: exit 1, the finding grouped with its count, and the pretty report naming it', async () => {
    writeFileSync(
      join(dir, 'bad.har'),
      har(
        (body, operationId, status) =>
          operationId === 'getWalletById' && status === 200 && Object.assign(body, { code: '200' }),
      ),
    );
    const result = await cli([
      'judge',
      '--har',
      'bad.har',
      '--target',
      ORIGIN,
      '--reporter',
      'pretty',
      '--reporter',
      'json=bad.json',
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/✗ getWalletById 200 — envelope: 1 of 1 exchanges: code differs/);
    const finding = validReport(readFileSync(join(dir, 'bad.json'), 'utf8')).results.find(
      (r) => r.id === 'getWalletById 200',
    )!.observed!.findings[0]!;
    expect(finding).toMatchObject({ check: 'envelope', count: 1, first: { startedAt: '2026-11-27T10:00:00.000Z' } });
  });

  test('a recording in which no request got an answer: the reports, then exit 2 and the one line', async () => {
    const blocked = JSON.parse(har()) as { log: { entries: { response: Record<string, unknown> }[] } };
    for (const entry of blocked.log.entries) entry.response = { status: 0, headers: [], content: {} };
    writeFileSync(join(dir, 'blocked.har'), JSON.stringify(blocked));
    const result = await cli(['judge', '--har', 'blocked.har', '--target', ORIGIN]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^waas-conformance: none of the \d+ exchanges of documented operations got an answer .*: nothing to judge$/m,
    );
  });

  test.each([
    ['no --har', ['judge'], /^waas-conformance: judge needs --har <file>/],
    [
      'a file that is not there',
      ['judge', '--har', 'nope.har'],
      /^waas-conformance: cannot read the HAR file .*nope\.har: ENOENT\n$/,
    ],
    ['a file that is not JSON', ['judge', '--har', 'broken.har'], /^waas-conformance: the HAR file is not JSON/],
    [
      'a file of no API',
      ['judge', '--har', 'other.har'],
      /^waas-conformance: none of the 1 exchanges of other\.har is of a documented operation/,
    ],
    [
      'an option of another command',
      ['run', '--har', 'good.har'],
      /^waas-conformance: --har is an option of judge, not of run\n$/,
    ],
  ])('%s: exit 2 and one line', async (_, args, stderr) => {
    writeFileSync(join(dir, 'broken.har'), '{"log":');
    writeFileSync(
      join(dir, 'other.har'),
      JSON.stringify({
        log: {
          entries: [
            {
              request: { method: 'GET', url: 'https://example.test/' },
              response: { status: 200, content: { text: '' } },
            },
          ],
        },
      }),
    );
    const result = await cli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(stderr);
  });
});

test('proxy: forwards, judges, and on stop writes the reports and exits as a run would', async () => {
  const target = await startIndependentTarget({ successCode200: true });
  try {
    const stop = new AbortController();
    let listening: (url: string) => void;
    const url = new Promise<string>((resolve) => (listening = resolve));
    const running = cli(
      ['proxy', '--upstream', target.url, '--port', '0', '--reporter', 'junit=proxy.xml', '--reporter', 'pretty'],
      stop.signal,
      (text) => {
        const found = /listening on (http:\/\/\S+),/.exec(text);
        if (found) listening(found[1]!);
      },
    );
    const answer = await fetch(`${await url}/api/v1/wallets/get/wallet/${target.identifiers.walletId}`, {
      headers: { 'x-api-key': target.keys.organization },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: string }).code).toBe('200');
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop.abort();
    const result = await running;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/✗ GET \/api\/v1\/wallets\/get\/wallet\/\S+ → 200: envelope: code differs/);
    expect(result.stderr).toMatch(/1 exchanges judged, 1 failed checks in them \(stopped on request\)/);
    expect(readFileSync(join(dir, 'proxy.xml'), 'utf8')).toMatch(/<failure[^>]*envelope/);
    // What the traffic never showed, per operation: the wallet read's other answers among them.
    expect(result.stdout).toMatch(/^Never seen: {2}.*getWalletById \(400, 401, 404, 500\)/m);
    expect(result.stderr + readFileSync(join(dir, 'proxy.xml'), 'utf8')).not.toContain(target.keys.organization);
  } finally {
    await target.close();
  }
});
