import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, test } from 'vitest';
import { resultsPage } from './results-page.js';
import { resultsFiles, ROOT } from './results-files.js';

test.each([
  {
    name: 'the machine as a list, rows as a table, lists of numbers as their count and range',
    given: {
      node: 'v20.20.2',
      cores: 2,
      rows: [{ measure: 'reads', perSecond: 10000.456, ratio: 0.5, starts: [3, 1, 2] }],
    },
    want: [
      '- node: v20.20.2',
      '- cores: 2',
      '',
      '## rows',
      '',
      '| measure | perSecond | ratio | starts |',
      '| --- | --- | --- | --- |',
      '| reads | 10000.46 | 0.5 | 3: 1–3 |',
    ],
  },
  {
    name: 'a group of figures as a list under its name, a met goal as yes',
    given: { goals: { p50Ms: 1, met: true } },
    want: ['## goals', '', '- p50Ms: 1', '- met: yes'],
  },
])('$name', ({ given, want }) => {
  const page = resultsPage('t', given);
  expect(page.startsWith('# t\n')).toBe(true);
  expect(page).toContain(want.join('\n'));
});

test.each(resultsFiles().map((file) => [relative(ROOT, file.page), file] as const))(
  '%s is the rendering of its results (else run `pnpm --filter @waas/bench-results write`)',
  (_, { results, page, title }) => {
    expect(readFileSync(page, 'utf8')).toBe(resultsPage(title, JSON.parse(readFileSync(results, 'utf8'))));
  },
);
