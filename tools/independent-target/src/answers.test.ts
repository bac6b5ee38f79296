// The target's own judge of its answers, on the spec's documented example: each fault it exists for, and none on the
// example.
import { loadBundle, pairByName, readOperations, readPairs } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { answerChecks, type Answer } from './answers.js';

const document = loadBundle();
const check = answerChecks(document, readOperations(document));
const pair = pairByName(readPairs(document), 'getWalletById', 'walletRetrieved');
const example = (): any => structuredClone(pair.response.body);
const answer = (body: unknown, status = 200, contentType = 'application/json'): Answer => ({
  status,
  contentType,
  body,
});

describe('answerChecks', () => {
  const cases: [name: string, given: Answer, want: RegExp[]][] = [
    ['the documented example', answer(example()), []],
    [
      'a misspelled field inside data',
      answer(Object.assign(example(), { data: { ...example().data, acountNumber: '1' } })),
      [/^\/data\/acountNumber is not declared$/],
    ],
    ['an extra top-level field of the envelope', answer({ ...example(), extra: true }), [/^\/extra is not declared$/]],
    [
      'a required field left out',
      answer((({ data, ...rest }) => rest)(example())),
      [/^\/ is missing required property data$/],
    ],
    ['an undocumented status', answer(example(), 418), [/^status 418 is not documented$/]],
    ['text where JSON is documented', answer(example(), 200, 'text/plain'), [/^content-type text\/plain$/]],
  ];
  test.each(cases)('%s', (_, given, want) => {
    const problems = check('getWalletById', given);
    expect(problems).toHaveLength(want.length);
    want.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });
});
