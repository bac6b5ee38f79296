import { expect, test } from 'vitest';
import type { CaseResult } from '../core/model.js';
import { progress } from './progress.js';

const result = (outcome: CaseResult['outcome']) => ({ id: `case ${outcome}`, outcome }) as CaseResult;

test.each([
  ['a terminal gets a live tally', true, /2\/3 {2}✓ 1 {2}✗ 1/],
  ['a pipe or a file gets nothing', false, /^$/],
])('%s', (_, isTTY, want) => {
  let written = '';
  const stream = { isTTY, write: (text: string) => (written += text) } as unknown as NodeJS.WriteStream;
  const live = progress(stream);
  live.onResult(result('passed'), 1, 3);
  live.onResult(result('failed'), 2, 3);
  expect(written).toMatch(want);
});
