import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, expect, test } from 'vitest';
import { watchSources } from './watch-sources.js';

const DEBOUNCE_MS = 50;
/** Long enough for a loaded machine; a watcher that lost the file never gets there. */
const DEADLINE_MS = 30_000;
const dirs: string[] = [];
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function sources() {
  const root = mkdtempSync(join(tmpdir(), 'waas-watch-'));
  dirs.push(root);
  mkdirSync(join(root, 'paths'));
  writeFileSync(join(root, 'openapi.yaml'), 'a');
  writeFileSync(join(root, 'paths', 'one.yaml'), 'a');
  writeFileSync(join(root, 'ignored.txt'), 'a');
  return root;
}

function watching(root: string, onChange: () => Promise<unknown>) {
  closers.push(watchSources(root, ['openapi.yaml', 'paths'], onChange, DEBOUNCE_MS).close);
}

/** Waits, bounded, until `calls()` reaches `want` or time is up; returns the final count. */
async function settle(calls: () => number, want: number) {
  for (let attempt = 0; attempt < 100 && calls() < want; attempt++) await sleep(20);
  await sleep(DEBOUNCE_MS * 4);
  return calls();
}

/** Polls until `calls()` passes `count`; false only when the deadline passes first. */
async function changedAfter(calls: () => number, count: number) {
  for (const deadline = Date.now() + DEADLINE_MS; Date.now() < deadline; await sleep(20))
    if (calls() > count) return true;
  return false;
}

test('a burst of changes is one rebuild', async () => {
  const root = sources();
  let calls = 0;
  watching(root, async () => void calls++);
  for (let i = 0; i < 5; i++) writeFileSync(join(root, 'paths', 'one.yaml'), `b${i}`);
  expect(await settle(() => calls, 1)).toBe(1);
});

test('a change during a rebuild gets one more rebuild', async () => {
  const root = sources();
  let calls = 0;
  let release: () => void = () => {};
  watching(root, async () => {
    calls++;
    if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
  });
  writeFileSync(join(root, 'openapi.yaml'), 'b');
  await settle(() => calls, 1);
  writeFileSync(join(root, 'paths', 'one.yaml'), 'c');
  await sleep(DEBOUNCE_MS * 4);
  release();
  expect(await settle(() => calls, 2)).toBe(2);
});

test('files outside the sources are not watched', async () => {
  const root = sources();
  let calls = 0;
  watching(root, async () => void calls++);
  writeFileSync(join(root, 'ignored.txt'), 'b');
  expect(await settle(() => calls, 1)).toBe(0);
});

// Each way a file changes, then an ordinary save of the file it left: both must rebuild. Node 20's recursive fs.watch
// saw the first and lost the file, so the save after it was never seen.
const ways: [string, { given: (root: string) => void; thenSaved: string }][] = [
  [
    'a file written in place',
    { given: (root) => writeFileSync(join(root, 'paths', 'one.yaml'), 'b'), thenSaved: 'paths/one.yaml' },
  ],
  [
    'a file replaced by a rename (an editor, sed -i)',
    {
      given: (root) => {
        writeFileSync(join(root, 'paths', 'one.yaml.tmp'), 'b');
        renameSync(join(root, 'paths', 'one.yaml.tmp'), join(root, 'paths', 'one.yaml'));
      },
      thenSaved: 'paths/one.yaml',
    },
  ],
  [
    'a file deleted and created again (git checkout)',
    {
      given: (root) => {
        rmSync(join(root, 'paths', 'one.yaml'));
        writeFileSync(join(root, 'paths', 'one.yaml'), 'b');
      },
      thenSaved: 'paths/one.yaml',
    },
  ],
  [
    'a new file in a new folder',
    {
      given: (root) => {
        mkdirSync(join(root, 'paths', 'new'));
        writeFileSync(join(root, 'paths', 'new', 'two.yaml'), 'b');
      },
      thenSaved: 'paths/new/two.yaml',
    },
  ],
  [
    'a folder deleted and created again (a branch switch)',
    {
      given: (root) => {
        rmSync(join(root, 'paths'), { recursive: true });
        mkdirSync(join(root, 'paths'));
        writeFileSync(join(root, 'paths', 'one.yaml'), 'b');
      },
      thenSaved: 'paths/one.yaml',
    },
  ],
];

test.each(ways)(
  '%s, then a save of the file it left: both rebuild',
  async (_, { given, thenSaved }) => {
    const root = sources();
    let calls = 0;
    watching(root, async () => void calls++);
    given(root);
    expect(await changedAfter(() => calls, 0)).toBe(true);
    const before = calls;
    writeFileSync(join(root, thenSaved), 'c');
    expect(await changedAfter(() => calls, before)).toBe(true);
  },
  2 * DEADLINE_MS + 10_000,
);
