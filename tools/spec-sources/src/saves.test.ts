import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { saveWhole, until } from './saves.js';

test('saveWhole leaves the file with the text and nothing beside it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spec-sources-saves-'));
  try {
    saveWhole(join(dir, 'openapi.json'), '{}');
    saveWhole(join(dir, 'openapi.json'), '{"a":1}');
    expect(readFileSync(join(dir, 'openapi.json'), 'utf8')).toBe('{"a":1}');
    expect(readdirSync(dir)).toEqual(['openapi.json']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('until reads again until done, and gives up at the deadline with the last value', async () => {
  let reads = 0;
  expect(
    await until(
      () => ++reads,
      (n) => n === 3,
      { deadlineMs: 5_000, everyMs: 1 },
    ),
  ).toBe(3);
  const last = await until(
    () => 'never',
    (text) => text === 'done',
    { deadlineMs: 30, everyMs: 5 },
  );
  expect(last).toBe('never');
});
