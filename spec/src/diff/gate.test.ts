import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadBundle } from '../bundle.js';
import { readPendingChangesets } from './changesets.js';
import { diffDocuments } from './document-diff.js';
import { judge } from './gate.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const changesets = (folder: string) => readPendingChangesets(fileURLToPath(new URL(`fixtures/changesets/${folder}`, import.meta.url)));

const released = loadBundle();
const withoutProductUpdate = loadBundle();
delete withoutProductUpdate.paths?.['/api/v1/products/update'];
const withNewOptionalField = loadBundle();
Object.assign((withNewOptionalField.components?.schemas?.Wallet as { properties: object }).properties, { nickname: { type: 'string' } });

describe('release gate', () => {
  const cases = [
    ['breaking change, no changeset', { current: withoutProductUpdate, folder: 'none', passed: false, missing: ['@waas/types', '@waas/client', '@waas/msw'] }],
    ['breaking change, minor changesets', { current: withoutProductUpdate, folder: 'minor', passed: false, missing: ['@waas/types', '@waas/client', '@waas/msw'] }],
    ['breaking change, only @waas/types major', { current: withoutProductUpdate, folder: 'partial', passed: false, missing: ['@waas/client', '@waas/msw'] }],
    ['breaking change, the three major across two changesets', { current: withoutProductUpdate, folder: 'major', passed: true, missing: [] }],
    ['no breaking change, no changeset', { current: withNewOptionalField, folder: 'none', passed: true, missing: ['@waas/types', '@waas/client', '@waas/msw'] }],
  ] as const;

  test.each(cases)('%s', (_, { current, folder, passed, missing }) => {
    const verdict = judge(diffDocuments(released, current), changesets(folder), 'the released spec', root);
    expect({ passed: verdict.passed, missing: verdict.missing }).toEqual({ passed, missing });
  });

  test('a refusal names each breaking change and the changeset it needs', () => {
    const { message } = judge(diffDocuments(released, withoutProductUpdate), changesets('partial'), 'the released spec', root);
    expect(message).toContain('1 breaking change since the released spec');
    expect(message).toMatch(/yes +api-path-removed-without-deprecation +path removed +#\/paths\/~1api~1v1~1products~1update\/patch \(PATCH \/api\/v1\/products\/update\)/);
    expect(message).toContain('none bumps @waas/client, @waas/msw major');
    expect(message).toContain('"@waas/types": major\n"@waas/client": major\n"@waas/msw": major');
  });

  test('a pass names the changesets that release the break', () => {
    const { message } = judge(diffDocuments(released, withoutProductUpdate), changesets('major'), 'the released spec', root);
    expect(message).toBe('1 breaking change since the released spec, released as major by spec/src/diff/fixtures/changesets/major/products-removed.md, spec/src/diff/fixtures/changesets/major/types.md.');
  });
});

test('a Markdown file without front matter in .changeset/ is refused by name', () => {
  expect(() => changesets('broken')).toThrow('notes.md is not a changeset: it has no front matter');
});
