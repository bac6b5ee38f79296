import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { makeDataDirectory } from './data-directory.js';

const root = mkdtempSync(join(tmpdir(), 'waas-data-dir-'));
writeFileSync(join(root, 'a-file'), '');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('makeDataDirectory', () => {
  test.each<[string, { given: string }]>([
    ['a new directory', { given: join(root, 'db') }],
    ['missing parents', { given: join(root, 'one', 'two', 'db') }],
    ['a directory that exists', { given: root }],
  ])('makes %s', async (_, { given }) => {
    await makeDataDirectory(given);
    expect(statSync(given).isDirectory()).toBe(true);
  });

  test.each<[string, { given: string; want: RegExp }]>([
    // Node's recursive mkdir loops there for ever: this must end, with mkdir's own error.
    [
      'under /proc, where mkdir answers ENOENT below a parent that exists',
      { given: '/proc/waas-no-such-dir', want: /ENOENT/ },
    ],
    ['below a file', { given: join(root, 'a-file', 'db'), want: /ENOTDIR/ }],
    ['a file', { given: join(root, 'a-file'), want: /a-file is not a directory$/ }],
  ])(
    'refuses %s',
    async (_, { given, want }) => {
      await expect(makeDataDirectory(given)).rejects.toThrow(want);
    },
    5_000,
  );
});
