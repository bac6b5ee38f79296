// The proxy between the runner (as any client) and the independent target: what passes is unchanged, and each fault
// the target can be switched to is named from the traffic alone, the runner's own verdicts left aside.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { startIndependentTarget, type Deviations, type IndependentTarget } from '@waas/independent-target';
import { freePort } from '@waas/prism-front/ports';
import type { CheckName } from '../core/model.js';
import { resolveProfile } from '../profile/load.js';
import type { ProfileFile } from '../profile/schema.js';
import type { Selection } from '../run/plan.js';
import { run } from '../run/runner.js';
import { implementedByHand, stagingProfile } from '@waas/independent-target/staging-profile';
import { ANNOTATION_HEADER, startProxy, type RunningProxy } from './proxy.js';
import { Traffic } from './traffic.js';

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

async function proxied(deviations: Deviations, options: { budgetMs?: number; annotate?: boolean } = {}) {
  const target: IndependentTarget = await startIndependentTarget(deviations);
  stops.push(() => target.close());
  const file = stagingProfile(target, options.budgetMs);
  const traffic = new Traffic(resolveProfile(file));
  const proxy = await startProxy({ traffic, annotate: options.annotate ?? false });
  stops.push(() => proxy.close());
  return { target, traffic, proxy, file };
}

/** The runner as the client: its traffic through the proxy; its own report is not read. */
async function driveThrough(
  proxy: RunningProxy,
  file: ProfileFile,
  selection: Selection = { only: [], skip: [] },
  generated = 0,
) {
  const profile = resolveProfile({
    ...file,
    target: proxy.url,
    capabilities: { ...file.capabilities, generated: generated > 0 },
  });
  await run({
    timeoutMs: 5_000,
    retries: 0,
    concurrency: 4,
    generated: { seed: 7, maxCases: generated },
    selection,
    profile,
  });
  // The last exchange is judged just after its answer went out.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const failedIn = (traffic: Traffic) =>
  traffic
    .report()
    .results.flatMap((r) =>
      r.checks.filter((c) => c.outcome === 'failed').map((c) => `${r.id} → ${c.name}: ${c.message}`),
    );

describe('a conformant target, through the proxy', async () => {
  const { target, traffic, proxy, file } = await proxied({});
  // Generated values too: hostile requests, refused postings looked up at the transfer status.
  await driveThrough(proxy, file, implementedByHand(target), 300);

  test('raises no false alarm on everything a run sends it, hostile requests included', () => {
    expect(failedIn(traffic)).toEqual([]);
    expect(traffic.judged).toBeGreaterThan(100);
  });
  test('covers what the run exercised, and says what it never saw', () => {
    const { coverage } = traffic.report().summary;
    expect(coverage.exercised).toBeGreaterThan(40);
    expect(coverage.missing).toContain('getWalletById 500');
  });
});

const FAULTS: [
  string,
  {
    deviations: Deviations;
    only?: string[];
    generated?: number;
    budgetMs?: number;
    want: { id: RegExp; check: CheckName };
  },
][] = [
  [
    'code "200" where the document says "00"',
    {
      deviations: { successCode200: true },
      only: ['getWalletById'],
      want: { id: /^getWalletById 200$/, check: 'envelope' },
    },
  ],
  [
    'a 401 in the wrong envelope',
    {
      deviations: { unauthorizedWrongEnvelope: true },
      only: ['getWalletById'],
      want: { id: /^getWalletById 401$/, check: 'envelope' },
    },
  ],
  [
    'a field of the wrong type',
    {
      deviations: { wrongFieldType: true },
      only: ['getWalletById'],
      want: { id: /^getWalletById 200$/, check: 'schema' },
    },
  ],
  [
    'page numbers that do not add up',
    {
      deviations: { paginationNumbersWrong: true },
      only: ['listCheckoutWallets'],
      want: { id: /^listCheckoutWallets 200$/, check: 'pagination' },
    },
  ],
  [
    'a history whose balances do not chain',
    { deviations: { historyDoesNotChain: true }, want: { id: /^getWalletHistory 200$/, check: 'history' } },
  ],
  [
    'a reference that posts again on replay',
    { deviations: { replayPostsAgain: true }, want: { id: /^postWalletTransaction 200$/, check: 'idempotency' } },
  ],
  [
    'a slow answer',
    {
      deviations: { slowMs: 450 },
      only: ['getWalletById'],
      budgetMs: 150,
      want: { id: /^getWalletById 200$/, check: 'latency' },
    },
  ],
  // The run's generated postings are refused, then looked up at the transfer status: the traffic shows both.
  [
    'a refused posting recorded as posted',
    {
      deviations: { refusalRecorded: true },
      only: ['postWalletTransaction'],
      generated: 150,
      want: { id: /^getWalletToWalletTransferStatus 200$/, check: 'balance' },
    },
  ],
];

describe('each fault of the independent target is named from the traffic alone', () => {
  test.each(FAULTS)('%s', async (_, { deviations, only, generated, budgetMs, want }) => {
    const { target, traffic, proxy, file } = await proxied(deviations, budgetMs === undefined ? {} : { budgetMs });
    await driveThrough(proxy, file, { only: only ?? [], skip: [] }, generated);
    const named = traffic
      .report()
      .results.filter(
        (r) => want.id.test(r.id) && r.checks.some((c) => c.outcome === 'failed' && c.name === want.check),
      );
    expect(named.length, failedIn(traffic).join('\n')).toBe(1);
    const finding = named[0]!.observed!.findings.find((f) => f.check === want.check)!;
    expect(finding.count).toBeGreaterThan(0);
    const report = JSON.stringify(traffic.report());
    for (const key of Object.values(target.keys)) expect(report).not.toContain(key);
  });
});

describe('what passes is unchanged', () => {
  /** An upstream of our own, to send what a real one may: large, chunked, compressed, not JSON. */
  async function upstream() {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        if (req.method === 'OPTIONS' || req.headers.origin) {
          const cors = {
            'access-control-allow-origin': String(req.headers.origin),
            'access-control-allow-headers': 'x-api-key, content-type',
            'access-control-max-age': '600',
            vary: 'Origin',
          };
          if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
          return res
            .writeHead(404, { ...cors, 'content-type': 'application/json' })
            .end('{"message":"no such wallet"}');
        }
        if (req.url === '/gzip') {
          const zipped = gzipSync(JSON.stringify({ code: '00' }));
          return res
            .writeHead(200, {
              'content-type': 'application/json',
              'content-encoding': 'gzip',
              'content-length': zipped.length,
            })
            .end(zipped);
        }
        if (req.url === '/text')
          return res.writeHead(418, { 'content-type': 'text/plain', 'x-custom': 'kept' }).end('not json');
        // Echo: the body back in chunks, with what the upstream received of the request.
        res.writeHead(201, {
          'content-type': 'application/octet-stream',
          'x-received-length': String(body.length),
          'x-received-host': req.headers.host ?? '',
          'x-received-custom': String(req.headers['x-custom']),
        });
        for (let i = 0; i < body.length; i += 65_536) res.write(body.subarray(i, i + 65_536));
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise((resolve) => server.close(() => resolve())));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const send = (url: string, options: { method?: string; body?: Buffer; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end(options.body);
      },
    );

  test('5 MB each way, streamed, chunked; all but hop-by-hop headers; an answer not JSON; one compressed', async () => {
    const base = await upstream();
    const traffic = new Traffic(resolveProfile({}, { target: base }));
    const proxy = await startProxy({ traffic });
    stops.push(() => proxy.close());
    const big = Buffer.alloc(5 * 2 ** 20, 'x');
    const echoed = await send(`${proxy.url}/echo?x=1`, {
      method: 'POST',
      body: big,
      headers: { 'x-custom': 'kept', 'content-type': 'application/octet-stream' },
    });
    expect(echoed.status).toBe(201);
    expect(echoed.body.equals(big)).toBe(true);
    expect(echoed.headers['x-received-length']).toBe(String(big.length));
    expect(echoed.headers['x-received-custom']).toBe('kept');
    expect(echoed.headers['x-received-host']).toBe(new URL(base).host);
    const text = await send(`${proxy.url}/text`);
    expect([text.status, text.headers['x-custom'], text.body.toString()]).toEqual([418, 'kept', 'not json']);
    const zipped = await send(`${proxy.url}/gzip`);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    // None of these paths is documented: forwarded and counted, not judged.
    expect(traffic.leftOut.unknownPath).toBe(3);
  });

  test('a CORS preflight is forwarded, answered as the upstream answers, and no undocumented operation', async () => {
    const base = await upstream();
    const traffic = new Traffic(resolveProfile({}, { target: base }));
    const proxy = await startProxy({ traffic });
    stops.push(() => proxy.close());
    const origin = 'http://localhost:5173';
    const path = '/api/v1/wallets/get/wallet/a-wallet';
    const preflight = await send(`${proxy.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-headers': 'x-api-key, content-type',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
    const read = await send(`${proxy.url}${path}`, { headers: { origin, 'x-api-key': 'a-key' } });
    expect([read.status, read.headers['access-control-allow-origin']]).toEqual([404, origin]);
    // The last exchange is judged just after its answer went out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const report = traffic.report();
    expect(report.traffic?.leftOut).toMatchObject({ unknownPath: 0, paths: {} });
    expect(report.traffic?.judged).toBe(1);
    expect(report.results.map((r) => r.id)).toEqual(['getWalletById 404']);
  });

  test('an upstream that cannot be reached: a 502 of the proxy, counted as an exchange without an answer', async () => {
    const traffic = new Traffic(resolveProfile({}, { target: `http://127.0.0.1:${await freePort()}` }));
    const proxy = await startProxy({ traffic });
    stops.push(() => proxy.close());
    const answer = await send(`${proxy.url}/api/v1/wallets/get/wallet/x`);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      success: false,
      statusCode: 502,
      message: expect.stringMatching(/cannot reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/),
    });
    expect(traffic.leftOut.noAnswer).toBe(1);
  });

  test('a caller gone before the answer: the upstream request cut, nothing counted, the proxy going on', async () => {
    let cut = false;
    const slow = createServer((req, res) => {
      if (req.url === '/slow') {
        // Never answers: the caller gives up first.
        req.socket.on('close', () => (cut = true));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('fine');
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise((resolve) => (slow.closeAllConnections(), slow.close(() => resolve()))));
    const profile = resolveProfile({}, { target: `http://127.0.0.1:${(slow.address() as AddressInfo).port}` });
    const traffic = new Traffic(profile);
    const proxy = await startProxy({ traffic });
    stops.push(() => proxy.close());
    await new Promise<void>((resolve) => {
      const req = request(`${proxy.url}/slow`);
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => req.destroy(), 100);
    });
    for (let i = 0; i < 50 && !cut; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cut).toBe(true);
    const after = await send(`${proxy.url}/after`);
    expect([after.status, after.body.toString()]).toEqual([200, 'fine']);
    expect(traffic.leftOut.noAnswer).toBe(0);
  });

  test('--annotate: an answer says what was wrong with it, and only then', async () => {
    const { target, proxy } = await proxied({ successCode200: true }, { annotate: true });
    const path = `/api/v1/wallets/get/wallet/${target.identifiers.walletId}`;
    const wrong = await send(`${proxy.url}${path}`, { headers: { 'x-api-key': target.keys.organization } });
    expect(JSON.parse(String(wrong.headers[ANNOTATION_HEADER]))).toEqual([
      expect.stringMatching(/^envelope: code differs/),
    ]);
    const refused = await send(`${proxy.url}${path}`);
    expect(refused.status).toBe(401);
    expect(refused.headers[ANNOTATION_HEADER]).toBeUndefined();
  });
});
