import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, expect, test } from 'vitest';
import { watchSources } from './watch-sources.js';

const DEBOUNCE_MS = 50;
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

/** Waits, bounded, until `calls()` reaches `want` or time is up; returns the final count. */
async function settle(calls: () => number, want: number) {
  for (let attempt = 0; attempt < 100 && calls() < want; attempt++) await sleep(20);
  await sleep(DEBOUNCE_MS * 4);
  return calls();
}

test('a burst of changes is one rebuild', async () => {
  const root = sources();
  let calls = 0;
  closers.push(watchSources(root, ['openapi.yaml', 'paths'], async () => void calls++, DEBOUNCE_MS).close);
  for (let i = 0; i < 5; i++) writeFileSync(join(root, 'paths', 'one.yaml'), `b${i}`);
  expect(await settle(() => calls, 1)).toBe(1);
});

test('a change during a rebuild gets one more rebuild', async () => {
  const root = sources();
  let calls = 0;
  let release: () => void = () => {};
  closers.push(
    watchSources(root, ['openapi.yaml', 'paths'], async () => {
      calls++;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
    }, DEBOUNCE_MS).close,
  );
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
  closers.push(watchSources(root, ['openapi.yaml', 'paths'], async () => void calls++, DEBOUNCE_MS).close);
  writeFileSync(join(root, 'ignored.txt'), 'b');
  expect(await settle(() => calls, 1)).toBe(0);
});
