// `waas-sandbox --spec <file> --watch`, the built bin: a write of the file is served without a restart (the same
// process, port and state), an operation it adds is answered from its example, and a file that cannot be served
// leaves the last one serving, said in one line.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { saveWhole, until } from '@waas/spec-sources';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FROM_EXAMPLES_HEADER } from './http/from-examples.js';
import { DEFAULT_DEMO_KEYS } from './seed/keys.js';
import { NEW_OPERATION_PATH, withNewOperation } from './test/draft-spec.js';
import { UNIMPLEMENTED } from './test/unimplemented.js';

const BIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const group = pairByName(readPairs(loadBundle()), 'getWalletGroup', 'walletGroupRetrieved');
const preview = `${NEW_OPERATION_PATH}${String(group.request.pathParams.id)}`;

let dir: string;
let file: string;
let child: ChildProcess;
let url = '';
let stdout = '';
let stderr = '';

const write = (text: string) => saveWhole(file, text);

const call = (path: string, init: RequestInit = {}) =>
  fetch(url + path, {
    ...init,
    headers: { 'x-api-key': DEFAULT_DEMO_KEYS.admin, 'content-type': 'application/json', ...init.headers },
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'waas-watch-'));
  file = join(dir, 'draft.json');
  write(JSON.stringify(loadBundle()));
  child = spawn(process.execPath, [BIN, '--port', '0', '--spec', file, '--watch'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  url =
    (await until(
      () => /listening on (http:\/\/\S+) /.exec(stdout)?.[1] ?? '',
      (found) => found !== '' || child.exitCode !== null,
    )) || '';
  if (url === '') throw new Error(`the sandbox did not start: ${stderr}`);
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

test('the first lines say the file is followed', () => {
  expect(stdout).toContain(`  --watch: ${file} is served again each time it is written\n`);
});

test('a write is served without a restart: the new operation from its example, the state as it was', async () => {
  expect((await call(preview)).status).toBe(404);
  const moved = await call('/sandbox/clock', { method: 'PUT', body: JSON.stringify({ offsetSeconds: 86_400 }) });
  expect(moved.status).toBe(200);

  write(JSON.stringify(withNewOperation()));
  const answer = await until(
    () => call(preview),
    (response) => response.status === 200,
  );
  expect([answer.status, answer.headers.get(FROM_EXAMPLES_HEADER)]).toEqual([200, 'examples']);
  const named = [...UNIMPLEMENTED, 'previewWalletGroup'].join(', ');
  expect(stdout).toContain(`--watch: serving ${file} again; answered from examples: ${named}\n`);
  expect(((await (await call('/sandbox/clock')).json()) as { offsetSeconds: number }).offsetSeconds).toBeCloseTo(
    86_400,
    0,
  );
  // One process all along: one first line.
  expect(stdout.match(/listening on/g)).toHaveLength(1);
});

test('a file that cannot be served leaves the last one serving, in one line', async () => {
  write('{"openapi": ');
  const said = await until(
    () => stderr,
    (text) => text.includes('not served'),
  );
  expect(said).toMatch(
    new RegExp(
      `--watch: ${file.replaceAll('.', '\\.')} not served: --spec \\S+ is not JSON: [^\\n]+; the last one still is\\n`,
    ),
  );
  expect((await call(preview)).status).toBe(200);

  write(JSON.stringify(loadBundle()));
  expect(
    (
      await until(
        () => call(preview),
        (response) => response.status === 404,
      )
    ).status,
  ).toBe(404);
});
