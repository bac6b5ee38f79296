// `waas-conformance receiver` against receivers a team might write: one built with @waas/webhooks passes; each faulty
// one fails with exactly the cases its fault explains, and exit 1.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeHandler } from '@waas/webhooks';
import { afterAll, expect, test } from 'vitest';
import { main } from '../../cli/main.js';
import type { RunReport } from '../../run/runner.js';

const SECRET = 'whsec-receiver-test';
const dir = mkdtempSync(join(tmpdir(), 'waas-receiver-'));
const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(dir, { recursive: true, force: true });
});

type Answer = (body: string, signature: string | undefined) => number;

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** The scheme by hand, as a team that did not use @waas/webhooks writes it: HMAC-SHA256 of `t.body`. */
const hmacOf = (timestamp: string, body: string) =>
  createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
const parts = (signature = '') => Object.fromEntries(signature.split(',').map((p) => p.split('=') as [string, string]));
const verifies = (body: string, signature: string | undefined, toleranceSeconds = 300) => {
  const { t, v1 } = parts(signature);
  return t !== undefined && v1 === hmacOf(t, body) && Math.abs(Date.now() / 1000 - Number(t)) <= toleranceSeconds;
};

const RECEIVERS: Record<string, (request: IncomingMessage, response: import('node:http').ServerResponse) => void> = {
  '@waas/webhooks': nodeHandler(SECRET, () => undefined),
  'accepts everything': (request, response) => void bodyOf(request).then(() => response.writeHead(200).end()),
  'accepts a stale timestamp': answering((body, signature) => (verifies(body, signature, Infinity) ? 200 : 401)),
  'answers 500 to a duplicate': (() => {
    const seen = new Set<string>();
    return answering((body, signature) => {
      if (!verifies(body, signature)) return 401;
      const { id } = JSON.parse(body) as { id: string };
      if (seen.has(id)) return 500;
      seen.add(id);
      return 200;
    });
  })(),
  'verifies a re-serialization': answering((body, signature) =>
    verifies(JSON.stringify(JSON.parse(body)), signature) ? 200 : 401,
  ),
};

function answering(answer: Answer) {
  return (request: IncomingMessage, response: import('node:http').ServerResponse) =>
    void bodyOf(request).then((body) => {
      const header = request.headers['x-auth-signature'];
      response.writeHead(answer(body, typeof header === 'string' ? header : undefined)).end();
    });
}

async function judged(receiver: keyof typeof RECEIVERS) {
  const server = createServer(RECEIVERS[receiver]);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const file = join(dir, `${receiver.replaceAll(/\W/g, '-')}.json`);
  const err: string[] = [];
  const code = await main(['receiver', '--url', url, '--secret', SECRET, '--reporter', `json=${file}`], {
    stdout: { write: () => true },
    stderr: { write: (text: string) => err.push(text) },
    env: {},
    cwd: dir,
  });
  const text = readFileSync(file, 'utf8');
  const report = JSON.parse(text) as RunReport;
  const failed = report.results.filter((r) => r.outcome !== 'passed').map((r) => r.id.replace('receiver: ', ''));
  return { code, failed, text, report };
}

const ATTACKS = [
  'unsigned',
  'forged signature',
  'signed with another secret',
  'a stale timestamp',
  'the body changed by one byte after signing',
  'the body re-serialized after signing',
];

test.each([
  { receiver: '@waas/webhooks', want: [] },
  { receiver: 'accepts everything', want: ATTACKS },
  { receiver: 'accepts a stale timestamp', want: ['a stale timestamp'] },
  { receiver: 'answers 500 to a duplicate', want: ['the same event delivered twice, again'] },
  { receiver: 'verifies a re-serialization', want: ['the body re-serialized after signing'] },
] as const)('a receiver that $receiver: fails on $want', async ({ receiver, want }) => {
  const { code, failed, text, report } = await judged(receiver);
  expect(failed).toEqual(want);
  expect(code).toBe(want.length === 0 ? 0 : 1);
  // Every event kind of the spec was delivered signed, and taken.
  expect(report.results.filter((r) => r.id.endsWith('signed correctly')).length).toBeGreaterThanOrEqual(5);
  expect(text).not.toContain(SECRET);
});

test('a finding says what an attacker or a retry would do with it', async () => {
  const { report } = await judged('accepts a stale timestamp');
  const stale = report.results.find((r) => r.id === 'receiver: a stale timestamp')!;
  expect(stale.checks[0]).toMatchObject({ name: 'signature', expected: 'anything but a 2xx', actual: 'HTTP 200' });
  expect(stale.checks[0]!.message).toMatch(/replay/);
});
