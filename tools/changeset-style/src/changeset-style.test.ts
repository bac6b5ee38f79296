import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { changesetProblems, PUBLISHED } from './changeset-style.js';

const TIMING = 'a figure of time or speed: say what changed for the user, not how fast or how long';
const INTERNALS =
  "a path into a package's internals: name what a user sees (an export, a flag, a file the package ships)";
const ISSUE = 'an issue reference: say what changed, not where it was discussed';
const PRIVATE = `which is not published: only ${PUBLISHED.join(', ')} get changesets`;
const SILENT = 'no words: a changeset that releases a package says what changed for its users';
const NO_MIGRATION =
  'major, but the changeset never says how to migrate: what a user must change, or that nothing must';

test.each([
  {
    given: 'breaks-every-rule.md',
    want: [
      `breaks-every-rule.md:2 bumps @waas/sandbox ${NO_MIGRATION}`,
      `breaks-every-rule.md:3 frontmatter names @waas/tree-writes, ${PRIVATE}`,
      `breaks-every-rule.md:4 frontmatter names @waas/nowhere, ${PRIVATE}`,
      `breaks-every-rule.md:7 ${TIMING} ("230 ms")`,
      `breaks-every-rule.md:8 ${TIMING} ("75 µs")`,
      `breaks-every-rule.md:8 ${TIMING} ("3%")`,
      `breaks-every-rule.md:9 ${TIMING} ("0.93 s")`,
      `breaks-every-rule.md:10 ${TIMING} ("0.995×")`,
      `breaks-every-rule.md:11 ${TIMING} ("1,211 values a second")`,
      `breaks-every-rule.md:12 ${INTERNALS} ("src/")`,
      `breaks-every-rule.md:12 ${INTERNALS} ("pglite-prepared.ts")`,
      `breaks-every-rule.md:13 ${INTERNALS} ("exchange.ts")`,
      `breaks-every-rule.md:14 ${ISSUE} ("issue 61")`,
      `breaks-every-rule.md:14 ${ISSUE} ("#123")`,
    ],
  },
  { given: 'keeps-the-rules.md', want: [] },
])('$given', ({ given, want }) => {
  const text = readFileSync(new URL(`../fixtures/${given}`, import.meta.url), 'utf8');
  expect(changesetProblems(given, text)).toEqual(want);
});

test.each([
  { given: 'Started in 1.0s.', want: [`x.md:5 ${TIMING} ("1.0s")`] },
  { given: 'A run in 12 seconds.', want: [`x.md:5 ${TIMING} ("12 seconds")`] },
  { given: '3 times faster.', want: [`x.md:5 ${TIMING} ("3 times faster")`] },
  { given: '2,130 requests per second.', want: [`x.md:5 ${TIMING} ("2,130 requests per second")`] },
  { given: 'Postings at 526/s.', want: [`x.md:5 ${TIMING} ("526/s")`] },
  { given: 'As `report.gen.ts` says.', want: [`x.md:5 ${INTERNALS} ("report.gen.ts")`] },
  { given: 'In `index.d.ts`.', want: [`x.md:5 ${INTERNALS} ("index.d.ts")`] },
  { given: 'See pull request #7.', want: [`x.md:5 ${ISSUE} ("pull request #7")`, `x.md:5 ${ISSUE} ("#7")`] },
])('one line: $given', ({ given, want }) => {
  expect(changesetProblems('x.md', `---\n'@waas/mock': patch\n---\n\n${given}\n`)).toEqual(want);
});

test.each([
  {
    given: 'No frontmatter at all.\n',
    want: ['x.md:1 no frontmatter: a changeset starts with `---`, one `"<package>": <bump>` line a package, and `---`'],
  },
  {
    given: '---\n@waas/mock patch\n---\n\nText.\n',
    want: ['x.md:2 frontmatter line is not `"<package>": <bump>`: @waas/mock patch'],
  },
  { given: '---\n---\n\nAn empty changeset releases nothing.\n', want: [] },
  { given: "---\n'@waas/mock': patch\n---\n", want: [`x.md:3 ${SILENT}`] },
  {
    given:
      "---\n'@waas/spec': patch\n---\n\n<!-- spec-changes: written -->\n- `api-info-changed`\n<!-- /spec-changes -->\n",
    want: [`x.md:3 ${SILENT}`],
  },
  { given: "---\n'@waas/mock': none\n---\n", want: [] },
  {
    given: "---\n'@waas/client': minor\n'@waas/spec': major\n'@waas/types': major\n---\n\n`/prism` is removed.\n",
    want: [`x.md:3 bumps @waas/spec ${NO_MIGRATION}`],
  },
  { given: "---\n'@waas/spec': major\n---\n\n`/prism` is removed. Nothing to migrate.\n", want: [] },
])('frontmatter: $given', ({ given, want }) => {
  expect(changesetProblems('x.md', given)).toEqual(want);
});

test('PUBLISHED is every workspace package not marked private', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const folders = [
    'spec',
    ...['apps', 'packages', 'tools'].flatMap((top) =>
      readdirSync(join(root, top), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(top, entry.name)),
    ),
  ];
  const published = folders
    .map((folder) => join(root, folder, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { name: string; private?: boolean })
    .filter((pkg) => pkg.private !== true)
    .map((pkg) => pkg.name);
  expect([...published].sort()).toEqual([...PUBLISHED].sort());
});
