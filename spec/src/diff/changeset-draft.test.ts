import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import changelog from '@changesets/cli/changelog';
import parseChangeset from '@changesets/parse';
import { describe, expect, test } from 'vitest';
import type { ListedChange } from './change.js';
import { readChangeList, renderChangeList } from './change-list.js';
import { bumpFor, draftChangesets, PLACEHOLDER } from './changeset-draft.js';
import type { PendingChangeset } from './changesets.js';
import { judge } from './gate.js';

const folder = mkdtempSync(join(tmpdir(), 'waas-changesets-'));
const change = (rule: string, breaking: boolean, name: string): ListedChange => ({
  rule,
  breaking,
  pointer: `#/components/schemas/Wallet/properties/${name}`,
  message: `property ${name} ${breaking ? 'removed' : 'added'}`,
  operations: ['GET /api/v1/wallets/get/wallet/{walletId}'],
});
const overdraftRemoved = change('response-required-property-removed', true, 'overdraft');
const nicknameAdded = change('response-optional-property-added', false, 'nickname');
const aliasRemoved = change('response-optional-property-removed', true, 'alias');
const described: ListedChange = {
  rule: 'annotation-changed',
  breaking: false,
  pointer: '#/info/description',
  message: 'description changed',
  operations: [],
};

const pending = (file: string, listed: ListedChange[]): PendingChangeset => {
  const bumps = ['@waas/spec', '@waas/types', '@waas/client', '@waas/msw'].map((name) => `"${name}": major\n`).join('');
  const text = `---\n${bumps}---\n\nWhy.\n\n${renderChangeList(listed)}\n`;
  return { file: join(folder, file), bumps: {}, text, described: readChangeList(text) };
};

// Derived from the changes, so a second run finds the file it wrote; the hash itself is no promise.
const derivedName = expect.stringMatching(/^api-break-[0-9a-f]{8}\.md$/) as string;

interface Written {
  file: string;
  listed: string[];
  dropped: string[];
}
const written = (writes: ReturnType<typeof draftChangesets>): Written[] =>
  writes.map(({ file, listed, dropped }) => ({
    file: basename(file),
    listed: listed.map((c) => c.rule),
    dropped: dropped.map((c) => c.rule),
  }));

describe('pnpm spec changeset', () => {
  const cases: [string, { changes: ListedChange[]; pending: PendingChangeset[]; name?: string; want: Written[] }][] = [
    ['no change since the release', { changes: [], pending: [], want: [] }],
    [
      'a break and an addition, nothing pending: one new changeset named after them',
      {
        changes: [overdraftRemoved, nicknameAdded],
        pending: [],
        want: [
          {
            file: derivedName,
            listed: ['response-required-property-removed', 'response-optional-property-added'],
            dropped: [],
          },
        ],
      },
    ],
    [
      'a name given',
      {
        changes: [nicknameAdded],
        pending: [],
        name: 'wallet-nickname',
        want: [{ file: 'wallet-nickname.md', listed: ['response-optional-property-added'], dropped: [] }],
      },
    ],
    [
      'every change listed already',
      { changes: [overdraftRemoved], pending: [pending('overdraft.md', [overdraftRemoved])], want: [] },
    ],
    [
      'a new break beside a listed one: a new changeset for the new one only',
      {
        changes: [overdraftRemoved, aliasRemoved],
        pending: [pending('overdraft.md', [overdraftRemoved])],
        want: [{ file: derivedName, listed: ['response-optional-property-removed'], dropped: [] }],
      },
    ],
    [
      'a listed change undone: dropped from its changeset',
      {
        changes: [overdraftRemoved],
        pending: [pending('both.md', [overdraftRemoved, aliasRemoved])],
        want: [
          {
            file: 'both.md',
            listed: ['response-required-property-removed'],
            dropped: ['response-optional-property-removed'],
          },
        ],
      },
    ],
    [
      'a listed change that reaches one more operation: the list says so',
      {
        changes: [{ ...overdraftRemoved, operations: [...overdraftRemoved.operations, 'webhook walletUpdated'] }],
        pending: [pending('overdraft.md', [overdraftRemoved])],
        want: [{ file: 'overdraft.md', listed: ['response-required-property-removed'], dropped: [] }],
      },
    ],
  ];

  test.each(cases)('%s', (_, { changes, pending, name, want }) => {
    expect(written(draftChangesets(changes, pending, folder, name))).toEqual(want);
  });

  test('the same changes get the same name', () => {
    const once = draftChangesets([overdraftRemoved, nicknameAdded], [], folder);
    expect(draftChangesets([nicknameAdded, overdraftRemoved], [], folder)[0]?.file).toBe(once[0]?.file);
  });

  test('a name taken by another file is refused', () => {
    writeFileSync(join(folder, 'taken.md'), '---\n---\n');
    expect(() => draftChangesets([nicknameAdded], [], folder, 'taken')).toThrow(
      /taken\.md exists already: choose another --name/,
    );
  });
});

describe('how far the new changeset bumps the packages released with the spec', () => {
  test.each([
    ['a break', [overdraftRemoved, nicknameAdded], 'major'],
    ['an addition', [nicknameAdded, described], 'minor'],
    ['words only', [described], 'patch'],
  ] as const)('%s: %s', (_, changes, want) => {
    expect(bumpFor([...changes])).toBe(want);
  });
});

describe('the changeset written for a break', () => {
  const [draft] = draftChangesets([overdraftRemoved, nicknameAdded], [], folder);
  const text = draft!.text.replace(PLACEHOLDER, 'Wallets no longer carry an overdraft: read it from the wallet group.');
  const bumps = Object.fromEntries(parseChangeset(text).releases.map(({ name, type }) => [name, type]));
  const asPending: PendingChangeset = { file: draft!.file, bumps, text, described: readChangeList(text) };

  test('is what `changeset version` reads: a major release of the four packages', () => {
    const { releases } = parseChangeset(text);
    expect(releases).toEqual(
      ['@waas/spec', '@waas/types', '@waas/client', '@waas/msw'].map((name) => ({ name, type: 'major' })),
    );
  });

  test('puts every change with its rule into the CHANGELOG entry, as the repository’s changelog does', async () => {
    const { summary } = parseChangeset(text);
    const entry = await changelog.getReleaseLine({ id: 'x', summary, releases: [] }, 'major', null);
    expect(entry.split('\n').slice(0, 1)).toEqual([
      '- Wallets no longer carry an overdraft: read it from the wallet group.',
    ]);
    expect(entry).toContain(
      '  - `response-required-property-removed`: property overdraft removed, at\n' +
        '    `#/components/schemas/Wallet/properties/overdraft` (GET /api/v1/wallets/get/wallet/{walletId})',
    );
    expect(entry).toContain(
      '  - `response-optional-property-added`: property nickname added, at ' +
        '`#/components/schemas/Wallet/properties/nickname`',
    );
  });

  test('passes the gate once its author has written the words, and not before', () => {
    const context = { base: 'the released spec', root: folder, sinceRelease: true };
    expect(judge([overdraftRemoved, nicknameAdded], [asPending], context).passed).toBe(true);
    expect(judge([overdraftRemoved, nicknameAdded], [{ ...asPending, text: draft!.text }], context).unwritten).toEqual([
      basename(draft!.file),
    ]);
  });
});
