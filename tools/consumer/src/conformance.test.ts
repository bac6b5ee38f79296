// `npx waas-conformance run` from the consumer project, with profiles the project writes, against the mock and the
// sandbox it installed: what a QA team's CI job does; and `npx waas-conformance proxy` in front of the sandbox.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startCommand, type RunningCommand } from './command.js';
import { userEnv } from './project.js';

const project = inject('project');

function conformance(profile: string, report: string) {
  return spawnSync(
    'npx',
    ['--no-install', 'waas-conformance', 'run', '--profile', profile, '--reporter', `junit=${report}`],
    {
      cwd: project,
      env: userEnv(),
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
}

const targets = [
  ['the mock', 'waas-mock', ['--port', '0'], (url: string) => `name: consumer-mock\nkind: mock\ntarget: ${url}\n`],
  [
    'the sandbox',
    'waas-sandbox',
    [],
    (url: string) =>
      [
        'name: consumer-sandbox',
        'kind: live',
        `target: ${url}`,
        'keys:',
        '  organization: sandbox-key-acme-admin',
        '  nonAdmin: sandbox-key-acme',
        '  otherOrganization: sandbox-key-globex',
        'identifiers:',
        '  organizationId: 5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f',
        '  walletId: 3fa85f64-5717-4562-b3fc-2c963f66afa6',
        '  productId: c2d6a1f0-3b9e-4e7a-8f21-6d5c4b3a2f10',
        '  name: Wallet Debit',
        '  description: Debits a customer wallet for a purchase',
        '  direction: D',
        "  BankCode: '058'",
        "  AccountNumber: '0123456789'",
        'capabilities:',
        '  writes: true',
        '',
      ].join('\n'),
  ],
] as const;

describe.each(targets)('against %s', (name, bin, args, profileFor) => {
  let server: RunningCommand;
  beforeAll(async () => {
    server = await startCommand(project, bin, [...args], { PORT: '0' });
  });
  afterAll(() => server?.stop());

  test('passes, and writes a JUnit report', () => {
    const slug = bin.replace('waas-', '');
    writeFileSync(join(project, `${slug}.yaml`), profileFor(server.url));
    const run = conformance(`${slug}.yaml`, `reports/${slug}.xml`);
    expect(run.status, `${name}:\n${run.stdout}\n${run.stderr}`).toBe(0);
    const junit = readFileSync(join(project, 'reports', `${slug}.xml`), 'utf8');
    expect(junit).toMatch(/<testsuites[^>]* tests="[1-9]\d*"/);
    expect(junit).toMatch(/<testsuites[^>]* failures="0"/);
  });
});

describe('a fresh sandbox checked with --api-key alone, as a first try with no profile', () => {
  let server: RunningCommand;
  beforeAll(async () => {
    server = await startCommand(project, 'waas-sandbox', [], { PORT: '0' });
  });
  afterAll(() => server?.stop());

  test(
    'no check fails: what needs a posting or a known reference is not applicable, and only coverage is ' + 'short',
    () => {
      const run = spawnSync(
        'npx',
        [
          '--no-install',
          'waas-conformance',
          'run',
          '--target',
          server.url,
          '--api-key',
          'sandbox-key-acme-admin',
          '--reporter',
          'json=reports/api-key-only.json',
        ],
        {
          cwd: project,
          env: userEnv(),
          encoding: 'utf8',
          timeout: 600_000,
        },
      );
      const report = JSON.parse(readFileSync(join(project, 'reports', 'api-key-only.json'), 'utf8')) as {
        summary: {
          checks: { failed: number };
          deviations: unknown[];
          cases: { notApplicable: number };
          coverage: { belowFloor: boolean };
        };
      };
      expect(report.summary.checks.failed, run.stderr).toBe(0);
      expect(report.summary.deviations).toEqual([]);
      expect(report.summary.cases.notApplicable).toBeGreaterThan(0);
      // A run that writes nothing exercises too little of the document: exit 1 says so on one line, not a failed check.
      expect(run.status).toBe(report.summary.coverage.belowFloor ? 1 : 0);
      if (report.summary.coverage.belowFloor)
        expect(run.stderr).toMatch(/^waas-conformance: Coverage [\d.]+% is below the floor/m);
    },
  );
});

describe('npx waas-conformance proxy in front of the sandbox, as a frontend team runs it beside its app', () => {
  let server: RunningCommand;
  beforeAll(async () => {
    server = await startCommand(project, 'waas-sandbox', [], { PORT: '0' });
  });
  afterAll(() => server?.stop());

  test('forwards what the app sends, judges it, and after --duration writes the reports and exits 0', async () => {
    // --duration rather than a signal: npx dies of a signal sent to it, and its exit code would not be the proxy's.
    const proxy = spawn(
      'npx',
      [
        '--no-install',
        'waas-conformance',
        'proxy',
        '--upstream',
        server.url,
        '--port',
        '0',
        '--duration',
        '6',
        '--reporter',
        'json=reports/proxy.json',
      ],
      { cwd: project, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    let stderr = '';
    proxy.stderr!.on('data', (chunk) => (stderr += chunk));
    const exited = once(proxy, 'exit');
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the proxy did not say where it listens:\n${stderr}`)), 60_000);
        proxy.stderr!.on('data', () => {
          const found = /listening on (http:\/\/\S+),/.exec(stderr);
          if (found) clearTimeout(timer), resolve(found[1]!);
        });
      });
      const read = await fetch(`${url}/api/v1/wallets/get/wallet/3fa85f64-5717-4562-b3fc-2c963f66afa6`, {
        headers: { 'x-api-key': 'sandbox-key-acme-admin' },
      });
      expect(read.status).toBe(200);
      const refused = await fetch(`${url}/api/v1/wallets/account-number/transactions`, {
        method: 'POST',
        headers: { 'x-api-key': 'sandbox-key-acme-admin', 'content-type': 'application/json' },
        body: '{"amount":"ten"}',
      });
      expect(refused.status).toBe(400);
    } catch (error) {
      process.kill(-proxy.pid!, 'SIGTERM');
      throw error;
    }
    const [code] = await exited;
    expect(code, stderr).toBe(0);
    const report = JSON.parse(readFileSync(join(project, 'reports', 'proxy.json'), 'utf8')) as {
      traffic: { judged: number };
      results: { id: string }[];
      summary: { deviations: unknown[] };
    };
    expect(report.traffic.judged).toBe(2);
    expect(report.results.map((r) => r.id)).toEqual(['getWalletById 200', 'postWalletTransaction 400']);
    expect(report.summary.deviations).toEqual([]);
    expect(readFileSync(join(project, 'reports', 'proxy.json'), 'utf8')).not.toContain('sandbox-key-acme-admin');
  });
});
