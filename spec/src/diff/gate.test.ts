import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { ListedChange } from './change.js';
import { readPendingChangesets } from './changesets.js';
import { judge, type GateVerdict } from './gate.js';

const root = fileURLToPath(new URL('fixtures/changesets/', import.meta.url));
const changesets = (folder: string) => readPendingChangesets(`${root}${folder}`);
const context = { base: 'the released spec', root, sinceRelease: true };

// The diff is given, not computed: the gate judges a list of changes against the changesets of a fixture folder.
const channelRequired: ListedChange = {
  rule: 'new-required-request-property',
  breaking: true,
  pointer: '#/components/schemas/TransactionToPost/properties/channel',
  message: 'required property channel added',
  operations: ['POST /api/v1/wallets/account-number/transactions'],
};
const overdraftRemoved: ListedChange = {
  rule: 'response-required-property-removed',
  breaking: true,
  pointer: '#/components/schemas/Wallet/properties/overdraft',
  message: 'property overdraft removed',
  operations: ['GET /api/v1/wallets/get/wallet/{walletId}'],
};
const nicknameAdded: ListedChange = {
  rule: 'response-optional-property-added',
  breaking: false,
  pointer: '#/components/schemas/Wallet/properties/nickname',
  message: 'optional property nickname added',
  operations: ['GET /api/v1/wallets/get/wallet/{walletId}'],
};

type Outcome = Pick<GateVerdict, 'passed' | 'underBumped' | 'unwritten'> & { uncovered: string[]; stale: string[] };
const outcome = (verdict: GateVerdict): Outcome => ({
  passed: verdict.passed,
  uncovered: verdict.uncovered.map((c) => c.rule),
  underBumped: verdict.underBumped,
  unwritten: verdict.unwritten,
  stale: verdict.stale.map(({ file, change }) => `${file} ${change.rule}`),
});
const clean: Outcome = { passed: true, uncovered: [], underBumped: [], unwritten: [], stale: [] };

describe('release gate', () => {
  const cases: [string, { changes: ListedChange[]; folder: string; want: Outcome }][] = [
    ['no breaking change, no changeset', { changes: [nicknameAdded], folder: 'none', want: clean }],
    [
      'a break, no changeset',
      {
        changes: [channelRequired],
        folder: 'none',
        want: { ...clean, passed: false, uncovered: ['new-required-request-property'] },
      },
    ],
    [
      'a break listed by a major changeset',
      { changes: [channelRequired, nicknameAdded], folder: 'lists-channel', want: clean },
    ],
    [
      'a new break beside a major changeset written for another',
      {
        changes: [channelRequired, overdraftRemoved],
        folder: 'lists-channel',
        want: { ...clean, passed: false, uncovered: ['response-required-property-removed'] },
      },
    ],
    [
      'a major changeset that describes the break in words only',
      {
        changes: [channelRequired],
        folder: 'words-only',
        want: { ...clean, passed: false, uncovered: ['new-required-request-property'] },
      },
    ],
    [
      'a break listed by a changeset that bumps only @waas/types major',
      {
        changes: [channelRequired],
        folder: 'partial',
        want: {
          ...clean,
          passed: false,
          uncovered: ['new-required-request-property'],
          underBumped: [{ file: 'partial/channel-required.md', packages: ['@waas/spec', '@waas/client', '@waas/msw'] }],
        },
      },
    ],
    [
      'a changeset whose words its author has not written yet',
      {
        changes: [channelRequired],
        folder: 'unwritten',
        want: { ...clean, passed: false, unwritten: ['unwritten/api-break-0d1e2f3a.md'] },
      },
    ],
    [
      'a listed break that was undone since',
      {
        changes: [nicknameAdded],
        folder: 'lists-channel',
        want: { ...clean, stale: ['lists-channel/channel-required.md new-required-request-property'] },
      },
    ],
    [
      'the same rule and place with another message is another change',
      {
        changes: [{ ...channelRequired, message: 'required property channel added; the spec renamed it since' }],
        folder: 'lists-channel',
        want: {
          ...clean,
          passed: false,
          uncovered: ['new-required-request-property'],
          stale: ['lists-channel/channel-required.md new-required-request-property'],
        },
      },
    ],
  ];

  test.each(cases)('%s', (_, { changes, folder, want }) => {
    expect(outcome(judge(changes, changesets(folder), context))).toEqual(want);
  });

  test('the operations a change reaches may grow without making it a new change', () => {
    const reachesMore = {
      ...channelRequired,
      operations: [...channelRequired.operations, 'webhook transactionPosted'],
    };
    expect(judge([reachesMore], changesets('lists-channel'), context).passed).toBe(true);
  });

  test('a diff from a git ref reports no listed change as out of date', () => {
    expect(judge([nicknameAdded], changesets('lists-channel'), { ...context, sinceRelease: false }).stale).toEqual([]);
  });

  test('a refusal names each uncovered break with its rule and place, and the command to run', () => {
    const { message } = judge([channelRequired, overdraftRemoved], changesets('lists-channel'), context);
    expect(message).toContain('1 breaking change since the released spec is described by no pending major changeset:');
    expect(message).toMatch(
      new RegExp(
        'response-required-property-removed +property overdraft removed +' +
          '#/components/schemas/Wallet/properties/overdraft \\(GET /',
      ),
    );
    expect(message).not.toContain('new-required-request-property');
    expect(message).toContain('Run `pnpm spec changeset`');
  });

  test('a pass names the changesets that describe the breaks', () => {
    expect(judge([channelRequired], changesets('lists-channel'), context).message).toBe(
      '1 breaking change since the released spec, each described by a pending major changeset: ' +
        'lists-channel/channel-required.md.',
    );
  });
});

test('a Markdown file without front matter in .changeset/ is refused by name', () => {
  expect(() => changesets('broken')).toThrow('notes.md is not a changeset: it has no front matter');
});
