import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pairByName } from '@waas/spec/pairs';
import { verify } from '@waas/webhooks';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from '../../seed/keys.js';
import { control } from '../../test/control.js';
import { pairs, sendPair } from '../../test/pairs.js';
import { startReceiver, until, type Receiver } from '../../test/receiver.js';
import type { DeliveryLogEntry } from '../../domain/webhooks/endpoints.js';

const SECRET = 'whsec-restart-test';
const funded = pairByName(pairs, 'simulateInflow', 'funded');
const ORGANIZATION = (
  pairByName(pairs, 'listCheckoutWallets', 'walletsListed').request.query as { organizationId: string }
).organizationId;
const APP = new URL('../../../', import.meta.url);

interface Child {
  process: ChildProcess;
  baseUrl: string;
}

/** `pnpm dev`'s sandbox as a child process on a PGlite data directory, on a free port. */
async function spawnSandbox(dataDir: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: APP,
    env: {
      ...process.env,
      PORT: '0',
      WAAS_SANDBOX_DATA_DIR: dataDir,
      // Retries every 100 ms, many times; one POST may take a second, so a lease lasts three.
      WAAS_WEBHOOK_RETRY_DELAYS: ['0', ...Array(50).fill('100ms')].join(','),
      WAAS_WEBHOOK_TIME_SCALE: '1',
      WAAS_WEBHOOK_TIMEOUT_MS: '1000',
      WAAS_WEBHOOK_POLL_MS: '20',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening:\n${output}`)));
  });
  return { process: child, baseUrl };
}

async function kill(child: Child, signal: NodeJS.Signals): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = once(child.process, 'exit');
  child.process.kill(signal);
  await exited;
}

describe('an event committed before a kill -9 is delivered after the restart', () => {
  const children: Child[] = [];
  const receivers: Receiver[] = [];
  const dirs: string[] = [];

  afterEach(async () => {
    await Promise.all(children.splice(0).map((c) => kill(c, 'SIGKILL')));
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it.for([
    // The first attempts fail and are recorded; the kill comes between two attempts.
    { name: 'receiver answering 503', before: 503 as const, recordedBefore: true },
    // The first attempt is in flight (claimed, never answered) when the process dies: its lease runs out after the
    // restart.
    { name: 'receiver that never answers', before: 'hang' as const, recordedBefore: false },
  ])('with a $name until the kill', async ({ before, recordedBefore }) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'waas-sandbox-restart-'));
    dirs.push(dataDir);
    let up = false;
    const receiver = await startReceiver(() => (up ? 200 : before));
    receivers.push(receiver);

    const first = await spawnSandbox(dataDir);
    children.push(first);
    expect(
      await control(first.baseUrl, 'PUT', `/organizations/${ORGANIZATION}/webhook`, {
        url: receiver.url,
        secret: SECRET,
      }),
    ).toMatchObject({ status: 200 });
    expect(await sendPair(first.baseUrl, DEFAULT_DEMO_KEYS, funded)).toMatchObject({ status: 200 });
    const [event] = (await control(first.baseUrl, 'GET', `/organizations/${ORGANIZATION}/webhook/events`)).body
      .events as DeliveryLogEntry[];
    if (recordedBefore) {
      await until('a failed attempt in the delivery log', async () => {
        const entry = (
          await control(first.baseUrl, 'GET', `/organizations/${ORGANIZATION}/webhook/events/${event!.eventId}`)
        ).body as DeliveryLogEntry;
        return entry.attempts.length > 0 || undefined;
      });
    } else {
      await until('the receiver to hold the first attempt', () => receiver.received.length > 0 || undefined);
    }
    await kill(first, 'SIGKILL');
    const attemptsBeforeKill = receiver.received.length;

    up = true;
    const second = await spawnSandbox(dataDir);
    children.push(second);
    const log = await until('the event to be delivered after the restart', async () => {
      const entry = (
        await control(second.baseUrl, 'GET', `/organizations/${ORGANIZATION}/webhook/events/${event!.eventId}`)
      ).body as DeliveryLogEntry;
      return entry.status === 'delivered' ? entry : undefined;
    });

    const accepted = receiver.received.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    expect(receiver.received.length).toBeGreaterThan(attemptsBeforeKill);
    const delivered = await verify(accepted[0]!.rawBody, accepted[0]!.headers, SECRET);
    expect(delivered).toMatchObject({ id: event!.eventId, type: 'inflow.received' });
    // Every receipt carried the same event, so a receiver deduplicates on its id.
    expect(new Set(receiver.received.map((r) => (JSON.parse(r.rawBody) as { id: string }).id))).toEqual(
      new Set([event!.eventId]),
    );
    expect(log.attempts.at(-1)).toMatchObject({ outcome: 'delivered', statusCode: 200 });
    expect(log.attempts.some((a) => a.statusCode === 503)).toBe(recordedBefore);
    await kill(second, 'SIGTERM');
  });
});
