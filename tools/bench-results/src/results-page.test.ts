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
  {
    name: 'with a baseline, the figures below it named under the introduction, wherever they are',
    given: {
      baseline: { ref: 'v1.0.0', measure: 'values a second ÷ the baseline build', ratio: 0.9, regression: true },
      rows: [
        { measure: 'reads ÷ the baseline build', met: true, regression: false },
        { measure: 'posts ÷ the baseline build', met: false, regression: true },
      ],
    },
    want: [
      'measured in the same run.',
      'The baseline build (below) was measured in turns with this one; a ratio to it under 0.95 is a regression:',
      '**values a second ÷ the baseline build; posts ÷ the baseline build**.',
      '',
      '## baseline',
      '',
      '- ref: v1.0.0',
    ],
  },
  {
    name: 'with a baseline and nothing below it, a line that says so',
    given: { baseline: { ref: 'v1.0.0' }, rows: [{ measure: 'reads ÷ the baseline build', regression: false }] },
    want: ['under 0.95 is a regression:', 'none in this run.', ''],
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
