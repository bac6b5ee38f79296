// Proof that a new operation is said once, in the spec: in a copy of the repository, `pnpm spec new-operation`
// scaffolds one, its example is filled in, `pnpm spec check` passes, and the tests of every workspace that read the
// spec's operations pass with it, the sandbox answering it from its example. The one test that fails is the handler
// registry's, which names the file to write and where to register it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseYaml, stringifyYaml } from '@redocly/openapi-core';
import type { OpenApiDocument } from '@waas/spec/document';
import { loadBundle, pairByName, pairUrl, readPairs } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPOSITORY, writeOutputs } from './outputs.js';
import { copyRepository } from './repository-copy.js';

const OPERATION = { operationId: 'getWalletLimits', method: 'GET', path: '/api/v1/wallets/limits/{walletId}' };
const PATH_FILE = 'spec/paths/get-wallet-limits.yaml';
const HANDLER_FILE = 'apps/sandbox/src/http/operations/get-wallet-limits.ts';
const REGISTRY = 'apps/sandbox/src/http/operations/index.ts';
/** Each step and suite takes far less; only a hang meets it, on two cores that other workspaces' suites share. */
const LONG_MS = 600_000;
/** The banner's line of the examples' organization's admin key. */
const ADMIN_KEY = /x-api-key (\S+) +examples' organization, admin/;
/**
 * The wallets its examples name, as an author writes them: those of getWalletById's, the spec's wallet and the one it
 * does not find. The template's placeholder ids are other things' ids in the spec's examples (a wallet group's), which
 * the runner would bind to the profile's wallet.
 */
const walletIds = (name: string) =>
  String(pairByName(readPairs(loadBundle()), 'getWalletById', name).request.pathParams.walletId);
const [WALLET_ID, UNKNOWN_WALLET_ID] = [walletIds('walletRetrieved'), walletIds('accountNotFound')];
/** What the operation answers, in place of the template's empty object. */
const LIMITS = { walletId: WALLET_ID, dailyDebitLimit: 250000, currency: 'NGN' };

/**
 * The test files that read the spec's operations, where a new operation would fail a list or a count written by hand,
 * each chosen for what it reads (a selection by pattern would take in every suite that replays the examples, far past
 * CI's time); `testNamePattern` keeps a long file to its tests about operations. `sandbox`: run on the sandbox's build,
 * which embeds the bundle.
 */
const SUITES: { workspace: string; files: string[]; testNamePattern?: string; sandbox?: boolean }[] = [
  {
    workspace: 'tools/independent-target',
    // ROUTES and VALID written by hand, checked against the bundle; the other operations answered from the examples.
    files: ['src/independent-target.test.ts', 'src/example-routes.test.ts'],
  },
  // The runner against the independent target: an operation the target does not route by hand is no false alarm.
  { workspace: 'packages/conformance', files: ['src/run/live-target.test.ts'], testNamePattern: 'no false alarm' },
  // The runner's plan by tag and its malformed-JSON cases, read from the spec's operations.
  { workspace: 'packages/conformance', files: ['src/run/plan.test.ts'] },
  // A handler for each operation (msw), a method for each (client), and the generated files of both and of the types.
  { workspace: 'packages/msw', files: ['src/mocks.test.ts', 'src/drift.test.ts'] },
  { workspace: 'packages/client', files: ['src/create-wallet-api.test.ts', 'scripts/render-operations.test.ts'] },
  { workspace: 'packages/types', files: ['src/drift.test.ts'] },
  // The mock's row for each documented response.
  { workspace: 'apps/mock', files: ['src/responses.test.ts'] },
  {
    workspace: 'apps/sandbox',
    sandbox: true,
    files: [
      // The handler registry against the bundle: the one test that fails, naming the handler to write.
      'src/http/operations/index.test.ts',
      // An operation without a handler answered from its example; a documented 500 for each operation.
      'src/http/from-examples.test.ts',
      'src/http/faults.test.ts',
      // The --watch start line naming the operations answered from examples; the binder's and MSW's operations.
      'src/follow-spec.test.ts',
      'src/contract/operations.test.ts',
      'src/msw/handlers.test.ts',
    ],
  },
  {
    workspace: 'apps/sandbox',
    sandbox: true,
    // Every example pair is replayed, an operation answered from its examples skipped: the new one's, and the test of
    // the whole list. The start lines that end with the operations answered from examples. The files' other tests
    // replay or start what a new operation does not change.
    files: ['src/pairs.test.ts', 'src/main.test.ts'],
    testNamePattern: `'${OPERATION.operationId}'|replays pairs of every operation of the spec|--start empty`,
  },
];

interface Exit {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment without vitest's own variables, which would make a vitest started here take itself for a worker,
 * nor the ones `leave` picks.
 */
const childEnv = (leave: (name: string) => boolean = () => false): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && !leave(name)));
/** The sandbox's own variables, which a shell may have exported: the sandbox started here takes its defaults. */
const sandboxVariable = (name: string) => ['DATABASE_URL', 'PORT', 'HOST'].includes(name) || name.startsWith('WAAS_');

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Exit> {
  const child = spawn(command, args, { cwd, env: { ...childEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return once(child, 'close').then(([status]) => ({ status: status as number | null, stdout, stderr }));
}

/** The scaffold's 200 with its data described and exemplified, its wallets the spec's; the rest as it was written. */
function fillInExample(file: string): void {
  const item = parseYaml(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  const operation = item[OPERATION.method.toLowerCase()] as {
    summary: string;
    parameters: { name: string; examples: Record<string, { value: unknown }> }[];
    responses: Record<string, { content: Record<string, { schema: { allOf: object[] }; examples: object }> }>;
  };
  operation.summary = "Get a wallet's limits";
  const { examples } = operation.parameters.find((parameter) => parameter.name === 'walletId')!;
  for (const [name, example] of Object.entries(examples))
    example.value = name === 'notFound' ? UNKNOWN_WALLET_ID : WALLET_ID;
  const json = operation.responses['200']!.content['application/json']!;
  json.schema.allOf[1] = {
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'object',
        required: Object.keys(LIMITS),
        additionalProperties: false,
        properties: {
          walletId: { $ref: '../components/schemas/Uuid.yaml' },
          dailyDebitLimit: { type: 'number', minimum: 0, description: 'The most the wallet may be debited in a day.' },
          currency: { type: 'string', minLength: 3, maxLength: 3 },
        },
      },
    },
  };
  json.examples = {
    succeeded: { value: { code: '00', success: true, message: 'Wallet limits retrieved', data: LIMITS } },
  };
  writeFileSync(file, stringifyYaml(item, { lineWidth: -1 }));
}

interface Report {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/**
 * Runs a suite's files with the copy's own vitest: each test's outcome (a file that failed to load as one), and the
 * default reporter's text, whose diffs say what a failed test saw.
 */
async function runSuite({ workspace, files, testNamePattern }: (typeof SUITES)[number], index: number) {
  const output = join(root, `vitest-${index}.json`);
  const args = [join(copy, workspace, 'node_modules/vitest/vitest.mjs'), 'run', ...files, '--reporter=json'];
  if (testNamePattern) args.push(`--testNamePattern=${testNamePattern}`);
  const exit = await run(
    process.execPath,
    [...args, '--reporter=default', `--outputFile.json=${output}`],
    join(copy, workspace),
    { NO_COLOR: '1' },
  );
  let report: Report;
  try {
    report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  } catch {
    throw new Error(`vitest in ${workspace} left no report (exit ${exit.status}): ${exit.stdout}${exit.stderr}`);
  }
  const outcomes = report.testResults.flatMap((file) => {
    const name = `${workspace}/${file.name.slice(join(copy, workspace).length + 1)}`;
    const tests = file.assertionResults.map((t) => ({ file: name, test: t.fullName, status: t.status }));
    return file.status === 'failed' && !tests.some((t) => t.status === 'failed')
      ? [...tests, { file: name, test: `(the file: ${file.message})`, status: 'failed' }]
      : tests;
  });
  return { outcomes, text: `${exit.stdout}${exit.stderr}` };
}

let root = '';
let copy = '';
/** `pnpm spec check`, begun as soon as the operation is written, while the rest is built. */
let checked: Promise<Exit>;
/** The bundle, and the packages generated from it written again and built, as pnpm dev does on a save. */
let generated: Promise<OpenApiDocument>;
/** The sandbox built again after them, as turbo does: its build embeds the bundle and the seed made from it. */
let sandboxBuilt: Promise<void>;

async function pnpm(cwd: string, ...args: string[]): Promise<void> {
  const exit = await run('pnpm', args, cwd);
  if (exit.status !== 0) throw new Error(`pnpm ${args.join(' ')}: exit ${exit.status}\n${exit.stdout}${exit.stderr}`);
}

async function generate(): Promise<OpenApiDocument> {
  await pnpm(copy, '--filter', '@waas/spec', 'bundle');
  const json = readFileSync(join(copy, 'spec/dist/openapi.json'), 'utf8');
  const document = JSON.parse(json) as OpenApiDocument;
  await writeOutputs(copy, document, json);
  await pnpm(copy, ...['@waas/types', '@waas/client', '@waas/msw'].flatMap((name) => ['--filter', name]), 'build');
  return document;
}

/**
 * The suites of the sandbox or the others, one after the other (the two cores are shared already): the failed tests
 * as `file > test`, the files where no test passed (a renamed file, a pattern matching nothing), and the reporters'
 * text of the suites that failed.
 */
async function verdict(sandbox: boolean) {
  const chosen = SUITES.filter((suite) => Boolean(suite.sandbox) === sandbox);
  const runs = [];
  for (const suite of chosen) runs.push(await runSuite(suite, SUITES.indexOf(suite)));
  const all = runs.flatMap((each) => each.outcomes);
  const passed = new Set(all.filter((outcome) => outcome.status === 'passed').map((outcome) => outcome.file));
  return {
    failed: all.filter((outcome) => outcome.status === 'failed').map(({ file, test }) => `${file} > ${test}`),
    idle: chosen
      .flatMap((suite) => suite.files.map((file) => `${suite.workspace}/${file}`))
      .filter((file) => !passed.has(file)),
    text: runs
      .filter((each) => each.outcomes.some((outcome) => outcome.status === 'failed'))
      .map((each) => each.text)
      .join('\n'),
  };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'waas-new-operation-'));
  copy = join(root, 'repository');
  copyRepository(REPOSITORY, copy);
  const { operationId, method, path } = OPERATION;
  await pnpm(copy, 'spec', 'new-operation', operationId, method, path);
  fillInExample(join(copy, PATH_FILE));
  checked = run('pnpm', ['spec', 'check'], copy);
  generated = generate();
  sandboxBuilt = generated.then(() => pnpm(copy, '--filter', '@waas/sandbox', 'build'));
  // Each is awaited by its test; a rejection before then is not unhandled.
  for (const step of [checked, generated, sandboxBuilt]) step.catch(() => {});
}, LONG_MS);

afterAll(async () => {
  await Promise.allSettled([checked, generated, sandboxBuilt]);
  if (root) rmSync(root, { recursive: true, force: true });
}, LONG_MS);

describe('an operation scaffolded by pnpm spec new-operation, its example filled in', { timeout: LONG_MS }, () => {
  test('passes pnpm spec check', async () => {
    const check = await checked;
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  });

  test("is in the mock README's table once the command its check names has run", async () => {
    await generated;
    const check = await run('pnpm', ['--silent', '--filter', '@waas/mock', 'lint'], copy);
    expect(check.status).toBe(1);
    // One line, naming the command that brings the table in step; that command, run as named, does.
    expect(check.stderr).toMatch(/^\S*README\.md: a generated table is stale; run `pnpm [^`\n]+`\n$/);
    const command = /run `pnpm ([^`]+)`/.exec(check.stderr)![1]!;
    await pnpm(copy, ...command.split(' '));
    expect(readFileSync(join(copy, 'apps/mock/README.md'), 'utf8')).toContain(OPERATION.operationId);
    await pnpm(copy, '--filter', '@waas/mock', 'lint');
  });

  test('passes the tests outside the sandbox that read the operations of the spec', async () => {
    await generated;
    const { failed, idle, text } = await verdict(false);
    expect({ failed, idle }, text).toEqual({ failed: [], idle: [] });
  });

  test("passes the sandbox's tests that read them, but the registry's, which names the handler to write", async () => {
    await sandboxBuilt;
    const { failed, idle, text } = await verdict(true);
    // One test fails, the registry's, whatever its title: the file and its message are what the author reads.
    const files = failed.map((test) => test.slice(0, test.indexOf(' > ')));
    expect({ files, idle }, text).toEqual({ files: ['apps/sandbox/src/http/operations/index.test.ts'], idle: [] });
    expect(text).toContain(
      `${OPERATION.operationId} has no handler: write it in ${HANDLER_FILE} and register it in ${REGISTRY}`,
    );
  });

  test('is answered by the sandbox from its example, and named on its start line', async () => {
    const document = await generated;
    await sandboxBuilt;
    const pair = pairByName(readPairs(document), OPERATION.operationId, 'succeeded');
    const bin = join(copy, 'apps/sandbox/dist/main.js');
    const sandbox = spawn(process.execPath, [bin, '--port', '0', '--host', '127.0.0.1'], {
      cwd: copy,
      env: childEnv(sandboxVariable),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let [banner, stderr] = ['', ''];
      sandbox.stdout.on('data', (chunk) => (banner += chunk));
      sandbox.stderr.on('data', (chunk) => (stderr += chunk));
      const deadline = Date.now() + 60_000;
      while (!ADMIN_KEY.test(banner)) {
        if (sandbox.exitCode !== null || Date.now() > deadline)
          throw new Error(`the sandbox printed no demo keys (exit ${sandbox.exitCode}): ${banner}${stderr}`);
        await sleep(20);
      }
      const firstLine = banner.split('\n')[0]!;
      expect(firstLine).toMatch(
        new RegExp(`answered from the spec's examples until implemented: .*\\b${OPERATION.operationId}\\b`),
      );
      const url = /listening on (http:\/\/\S+) /.exec(firstLine)![1]!;
      const key = ADMIN_KEY.exec(banner)![1]!;
      const answer = await fetch(pairUrl(pair, url), { headers: { 'x-api-key': key } });
      expect({ status: answer.status, body: await answer.json() }).toEqual({
        status: pair.status,
        body: pair.response.body,
      });
    } finally {
      if (sandbox.exitCode === null) {
        const exited = once(sandbox, 'exit');
        process.kill(sandbox.pid!, 'SIGTERM');
        await exited;
      }
    }
  });
});
