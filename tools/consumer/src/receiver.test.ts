// `npx waas-conformance receiver` from the consumer project against a team's own webhook receivers: one built with
// @waas/webhooks passes (exit 0); one that accepts a forged signature, one that accepts a stale timestamp and one that
// answers 500 to a duplicate each fail (exit 1), the report naming the cases their fault explains.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHmac } from 'node:crypto';
import { nodeHandler } from '@waas/webhooks';
import { afterAll, expect, inject, test } from 'vitest';
import { userEnv } from './project.js';

const project = inject('project');
const SECRET = 'whsec_consumer_receiver';
const reports = mkdtempSync(join(tmpdir(), 'waas-consumer-receiver-'));
const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(reports, { recursive: true, force: true });
});

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** The scheme written by hand, as a team without @waas/webhooks writes it, within a tolerance of seconds. */
function verifies(body: string, signature: string | undefined, toleranceSeconds: number): boolean {
  const { t, v1 } = Object.fromEntries((signature ?? '').split(',').map((part) => part.split('=') as [string, string]));
  const expected = t === undefined ? '' : createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
  return v1 === expected && Math.abs(Date.now() / 1000 - Number(t)) <= toleranceSeconds;
}

const answering =
  (answer: (body: string, signature: string | undefined) => number): RequestListener =>
  (request, response) =>
    void bodyOf(request).then((body) => {
      const header = request.headers['x-auth-signature'];
      response.writeHead(answer(body, typeof header === 'string' ? header : undefined)).end();
    });

const seen = new Set<string>();
const RECEIVERS: Record<string, RequestListener> = {
  'built with @waas/webhooks': nodeHandler(SECRET, () => undefined),
  'accepts a forged signature': answering(() => 200),
  'accepts a stale timestamp': answering((body, signature) => (verifies(body, signature, Infinity) ? 200 : 401)),
  'answers 500 to a duplicate': answering((body, signature) => {
    if (!verifies(body, signature, 300)) return 401;
    const { id } = JSON.parse(body) as { id: string };
    if (seen.has(id)) return 500;
    seen.add(id);
    return 200;
  }),
};

test.each([
  { receiver: 'built with @waas/webhooks', code: 0, failed: [] },
  {
    receiver: 'accepts a forged signature',
    code: 1,
    failed: expect.arrayContaining(['unsigned', 'forged signature', 'signed with another secret']),
  },
  { receiver: 'accepts a stale timestamp', code: 1, failed: ['a stale timestamp'] },
  { receiver: 'answers 500 to a duplicate', code: 1, failed: ['the same event delivered twice, again'] },
])('a receiver $receiver: exit $code', async ({ receiver, code, failed }) => {
  const server = createServer(RECEIVERS[receiver]);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const report = join(reports, `${receiver.replaceAll(/\W/g, '-')}.json`);
  const exit = await new Promise<number | null>((done) =>
    execFile(
      'npx',
      [
        '--no-install',
        'waas-conformance',
        'receiver',
        '--url',
        url,
        '--secret',
        SECRET,
        '--reporter',
        `json=${report}`,
      ],
      { cwd: project, env: userEnv(), timeout: 120_000 },
      (error) => done(error ? ((error as { code?: number }).code ?? null) : 0),
    ),
  );
  const text = readFileSync(report, 'utf8');
  const results = (JSON.parse(text) as { results: { id: string; outcome: string }[] }).results;
  expect({
    exit,
    failed: results.filter((r) => r.outcome !== 'passed').map((r) => r.id.replace('receiver: ', '')),
  }).toEqual({ exit: code, failed });
  expect(text).not.toContain(SECRET);
});
