// `npx waas-sandbox listen` and `trigger` from the consumer project, as a backend team on a laptop uses them: each kind
// of event the spec documents, triggered in a running sandbox, reaches a receiver built with @waas/webhooks, verified;
// the sandbox killed and started again on its data, the listener loses and repeats nothing.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { nodeHandler, type WebhookEvent } from '@waas/webhooks';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startCommand, type RunningCommand } from './command.js';
import { freePort } from '@waas/prism-front/ports';
import { userEnv } from './project.js';

const project = inject('project');
const SECRET = 'whsec_consumer_listen';
const KINDS = [
  'inflow.received',
  'transaction.posted',
  'transaction.failed',
  'payment.succeeded',
  'payment.failed',
  'wallet.updated',
  'wallet.deleted',
] as const;

describe('npx waas-sandbox listen, trigger and events', () => {
  let sandbox: RunningCommand;
  let receiver: Server;
  let listener: ChildProcess;
  let listened = '';
  const received: WebhookEvent[] = [];
  let dataDir: string;
  let port: string;
  /** On its data and its port, so a restart is the same sandbox at the same address. */
  const startSandbox = () => startCommand(project, 'waas-sandbox', ['--data-dir', dataDir], { PORT: port });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'waas-consumer-listen-'));
    port = String(await freePort());
    sandbox = await startSandbox();
    receiver = createServer(nodeHandler(SECRET, (event) => void received.push(event)));
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    listener = spawn(
      'npx',
      ['--no-install', 'waas-sandbox', 'listen', '--forward-to', hooks, '--sandbox', sandbox.url],
      {
        cwd: project,
        env: userEnv({ WAAS_LISTEN_SECRET: SECRET }),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    listener.stdout!.on('data', (chunk) => (listened += chunk));
    listener.stderr!.on('data', (chunk) => (listened += chunk));
    for (let i = 0; i < 600 && !listened.includes('Ready:'); i++) await new Promise((r) => setTimeout(r, 50));
    expect(listened).toContain('Ready:');
  }, 120_000);
  afterAll(async () => {
    if (listener?.pid && listener.exitCode === null) {
      const exited = once(listener, 'exit');
      process.kill(-listener.pid, 'SIGTERM');
      await exited;
    }
    receiver?.close();
    await sandbox?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const triggered = async (kind: string) => {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['--no-install', 'waas-sandbox', 'trigger', kind, '--sandbox', sandbox.url],
      { cwd: project, env: userEnv() },
    );
    const id = new RegExp(`^([0-9a-f-]{36}) ${kind.replace('.', '\\.')} written$`, 'm').exec(stdout)?.[1];
    expect(id, stdout).toBeDefined();
    for (let i = 0; i < 300 && !received.some((e) => e.id === id); i++) await new Promise((r) => setTimeout(r, 50));
    return id!;
  };

  test.for(KINDS)('%s: triggered, forwarded, verified with the secret', async (kind) => {
    const id = await triggered(kind);
    expect(received.filter((e) => e.id === id).map((e) => e.type)).toEqual([kind]);
    expect(listened).toContain(`--> ${kind} ${id}`);
  });

  test('events lists what was forwarded, each with the listener’s 200', async () => {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['--no-install', 'waas-sandbox', 'events', '--sandbox', sandbox.url],
      {
        cwd: project,
        env: userEnv(),
      },
    );
    for (const event of received)
      expect(stdout).toMatch(new RegExp(`${event.id} ${event.type.replace('.', '\\.')} \\w+ \\(200\\)`));
  });

  test('the sandbox killed and started again on its data: what comes after is forwarded, nothing twice', async () => {
    const before = received.length;
    await sandbox.stop();
    sandbox = await startSandbox();
    // Written at once, likely before the listener has connected again: it must come from the resumed stream.
    const id = await triggered('inflow.received');
    expect(received.filter((e) => e.id === id)).toHaveLength(1);
    expect(received.length).toBe(before + 1);
    expect(new Set(received.map((e) => e.id)).size).toBe(received.length);
  }, 120_000);
});
