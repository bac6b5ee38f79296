// The one line said when the sources do not bundle, read out of Redocly's report (the live reports are exercised by
// follow-spec.test.ts; these are their shapes, trimmed).
import { expect, test } from 'vitest';
import { firstProblem } from './bundle-sources.js';

const BOX = '    ╔══════╗\n    ║  Deprecation warning: Node.js 20 support is ending  ║\n    ╚══════╝\n';

const reports: [string, { given: string; want: string }][] = [
  [
    'one problem: its file, line and column, and its message',
    {
      given: `${BOX}\nbundling openapi.yaml...\n[1] paths/a.yaml:87:17 \n\nFailed to parse: deficient indentation (87:17)\n\n85 |   x: 1\n\n❌ Errors encountered while bundling openapi.yaml: bundle not created (use --force to ignore errors).\n`,
      want: 'paths/a.yaml:87:17 Failed to parse: deficient indentation (87:17)',
    },
  ],
  [
    'more problems: the first, and how many more',
    {
      given: `bundling openapi.yaml...\n[1] paths/a.yaml:65:13 at #/get\n\nCan't resolve $ref: ENOENT\n\n[2] paths/a.yaml:80:13 at #/get\n\nCan't resolve $ref: ENOENT\n\n[3] paths/b.yaml:1:1 at #/get\n\nCan't resolve $ref: ENOENT\n`,
      want: "paths/a.yaml:65:13 Can't resolve $ref: ENOENT (and 2 more)",
    },
  ],
  ['no problem listed (no openapi.yaml): its last line of text', { given: `${BOX}\nPlease provide a valid path.\n\n${BOX}`, want: 'Please provide a valid path.' }],
];

test.each(reports)('%s', (_, { given, want }) => expect(firstProblem(given)).toBe(want));
