import { describe, expect, test } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  test.each([
    ['a flat object', { text: '{"a":1,"b":[1,2]}', limit: 2, want: false }],
    ['one level too deep', { text: '{"a":[[1]]}', limit: 2, want: true }],
    ['as deep as the limit', { text: nested(MAX_JSON_DEPTH), limit: MAX_JSON_DEPTH, want: false }],
    ['one level past the limit', { text: nested(MAX_JSON_DEPTH + 1), limit: MAX_JSON_DEPTH, want: true }],
    ['brackets inside a string', { text: `{"remarks":"${'['.repeat(500)}"}`, limit: 1, want: false }],
    ['an escaped quote, then brackets still inside the string', { text: '{"a":"\\"[[[["}', limit: 1, want: false }],
    ['an escaped backslash that ends the string', { text: '{"a":"\\\\","b":[[1]]}', limit: 2, want: true }],
    ['siblings, each shallow', { text: '[[1],[2],[3]]', limit: 2, want: false }],
    [
      '10 000 levels, without overflowing',
      { text: `{"remarks":${nested(10_000)}}`, limit: MAX_JSON_DEPTH, want: true },
    ],
  ])('%s', (_, { text, limit, want }) => {
    JSON.parse(text); // every case is JSON the front has already parsed
    expect(nestsDeeperThan(text, limit)).toBe(want);
  });
});
