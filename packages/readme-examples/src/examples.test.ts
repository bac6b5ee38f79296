import { expect, test } from 'vitest';
import { readmeExamples } from './examples.js';

const packageRoot = new URL('./fixtures/', import.meta.url);

test.each([
  { readme: 'prints.md', want: [{ index: 1, promised: ['total 5'] }, { index: 2, promised: ['w_1.json', 'second line'] }] },
  { readme: 'silent.md', want: [{ index: 1, promised: [] }] },
])('$readme: its ```ts blocks, numbered, with what each says it prints', ({ readme, want }) => {
  expect(readmeExamples({ packageRoot, readme }).map(({ index, promised }) => ({ index, promised }))).toEqual(want);
});
