// The root README's no-clone path, run as written from the consumer project: each command, the staging profile and
// both CI jobs. A command added to those sections without a way to run it here fails the first test.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startCommand, type RunningCommand } from './command.js';
import { freePort } from '@waas/prism-front/ports';
import { install, oursIn } from './installs.js';
import { userEnv } from './project.js';
import { readmeForUsers, type Workflow } from './readme.js';
import { pair, send } from './requests.js';

const project = inject('project');
const tarballs = inject('tarballs');
const readme = readmeForUsers();
const walletRead = pair('getWalletById', 'walletRetrieved');

/** The sandbox's demo keys, as its first lines print them (`x-api-key <key>  <who>`). */
const demoKeys = (sandbox: RunningCommand) => [...sandbox.output().matchAll(/x-api-key (\S+)/g)].map(([, key]) => key!);

/** A server command: it says where it listens, and that address answers the documented wallet read. */
async function serves(packageName: string, apiKey: (server: RunningCommand) => string) {
  const server = await startCommand(project, packageName, [], { PORT: '0' });
  try {
    const answer = await send(walletRead, server.url, { apiKey: apiKey(server) });
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ success: true }) as unknown });
  } finally {
    await server.stop();
  }
}

/** `npm i` as a user types it (`installs.ts`); each package of ours it names then loads. */
function installs(command: string) {
  const { dir } = install(command, tarballs, inject('installs'));
  for (const name of oursIn(command)) {
    const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as {
      exports?: Record<string, unknown>;
    };
    if (manifest.exports?.['.'] === undefined) continue;
    const load = spawnSync(process.execPath, ['--input-type=module', '-e', `await import('${name}')`], {
      cwd: dir,
      env: userEnv(),
      encoding: 'utf8',
    });
    expect(load.stderr, `import('${name}')`).toBe('');
  }
}

/**
 * The identifiers a staging profile asks for, of the sandbox standing in for staging, read from the spec's examples.
 */
function stagingEnv(sandbox: RunningCommand): Record<string, string> {
  const [organization, , otherOrganization] = demoKeys(sandbox);
  return {
    WAAS_STAGING_URL: sandbox.url,
    WAAS_STAGING_API_KEY: organization!,
    WAAS_STAGING_OTHER_API_KEY: otherOrganization!,
    WAAS_STAGING_ORGANIZATION_ID: String(pair('listCheckoutWallets', 'walletsListed').request.query.organizationId),
    WAAS_STAGING_WALLET_ID: String(walletRead.request.pathParams.walletId),
    WAAS_STAGING_PRODUCT_ID: String(
      (pair('postWalletTransaction', 'transactionPosted').request.body as { productId: string }).productId,
    ),
  };
}

async function checksStaging(command: string) {
  writeFileSync(join(project, 'staging.yaml'), readme.files['staging.yaml']!);
  const sandbox = await startCommand(project, 'waas-sandbox', [], { PORT: '0' });
  try {
    const run = spawnSync('bash', ['-c', command], {
      cwd: project,
      env: userEnv(stagingEnv(sandbox)),
      encoding: 'utf8',
      timeout: 600_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(readFileSync(join(project, 'reports', 'conformance.xml'), 'utf8')).toMatch(/<testsuites[^>]* failures="0"/);
  } finally {
    await sandbox.stop();
  }
}

const COMMANDS: Record<string, (command: string) => Promise<void> | void> = {
  'npx @waas/mock': () => serves('@waas/mock', () => 'any'),
  'npx @waas/sandbox': () => serves('@waas/sandbox', (server) => demoKeys(server)[0]!),
  'npm i @waas/client': installs,
  'npm i -D @waas/msw msw': installs,
  'npm i -D @waas/sandbox msw': installs,
  'npm i -D @waas/sandbox-page msw': installs,
  'npm i -D @waas/spec': installs,
  'npx @waas/conformance run --profile staging.yaml --reporter junit=reports/conformance.xml': checksStaging,
};

test('every command the README shows users has a way to run here', () => {
  expect(readme.commands.sort()).toEqual(Object.keys(COMMANDS).sort());
});

test.each(readme.commands)('%s', (command) => COMMANDS[command]!(command), 600_000);

/** `uses:` steps: the project stands for the checkout and this Node for setup-node; a report step needs its file. */
const ACTIONS: Record<string, (inputs: Record<string, unknown>) => void> = {
  'actions/checkout@v4': () => undefined,
  'actions/setup-node@v4': () => undefined,
  'actions/upload-artifact@v4': (inputs) => expect(existsSync(join(project, String(inputs.path)))).toBe(true),
  'mikepenz/action-junit-report@v5': (inputs) =>
    expect(readFileSync(join(project, String(inputs.report_paths)), 'utf8')).toMatch(/<testsuites/),
};

const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * A job's `run:` steps as one bash script in a process group of its own (a step's background process lives on, as
 * on a runner, and is stopped with the group). Expressions `${{ vars.X }}` and `${{ secrets.X }}` take `values`.
 */
async function runJob(workflow: Workflow, values: Record<string, string>, env: Record<string, string>) {
  const [job] = Object.values(workflow.jobs);
  const expression = (text: string) =>
    text.replace(/\$\{\{\s*(?:vars|secrets)\.(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  const script = [
    'set -e',
    ...job!.steps
      .filter((step) => step.run)
      .map(
        (step) =>
          `(\n${Object.entries(step.env ?? {})
            .map(([k, v]) => `export ${k}=${shellQuote(expression(String(v)))}\n`)
            .join('')}${expression(step.run!)}\n)`,
      ),
  ].join('\n');
  const child = spawn('bash', ['-c', script], {
    cwd: project,
    env: userEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // The group had ended.
  }
  expect(code, output).toBe(0);
  for (const step of job!.steps.filter((s) => s.uses)) {
    expect(Object.keys(ACTIONS), 'an action the test knows').toContain(step.uses);
    ACTIONS[step.uses!]!(step.with ?? {});
  }
}

describe('the CI jobs', () => {
  beforeAll(() => {
    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ ...manifest, scripts: { test: 'node sandbox-smoke.mjs' } }, null, 2),
    );
    copyFileSync(new URL('./fixtures/sandbox-smoke.mjs', import.meta.url), join(project, 'sandbox-smoke.mjs'));
    rmSync(join(project, 'reports'), { recursive: true, force: true });
  });

  test('the README shows two', () =>
    expect(readme.workflows.map((workflow) => workflow.name)).toEqual(['conformance', 'test']));

  test('conformance: checks a staging (the sandbox stands in) and leaves the JUnit report it publishes', async () => {
    const sandbox = await startCommand(project, 'waas-sandbox', [], { PORT: '0' });
    try {
      await runJob(readme.workflows[0]!, stagingEnv(sandbox), {});
    } finally {
      await sandbox.stop();
    }
  }, 600_000);

  // The job's sandbox listens on 4000: here on a free port, through PORT and the job's URL.
  test('test: starts the sandbox as a step and runs the frontend tests against it', async () => {
    const port = String(await freePort());
    const workflow = JSON.parse(
      JSON.stringify(readme.workflows[1]).replaceAll('127.0.0.1:4000', `127.0.0.1:${port}`),
    ) as Workflow;
    await runJob(workflow, {}, { PORT: port });
  }, 600_000);
});

afterAll(() => rmSync(join(project, 'reports'), { recursive: true, force: true }));
