import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { conventionProblems } from './conventions.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`fixtures/conventions/${name}/openapi.yaml`, import.meta.url));
const envelope = 'spec/scripts/fixtures/conventions/response-envelope';
const missing400 = 'spec/scripts/fixtures/conventions/documented-400';
const noEnvelope = (response: string, required: string) =>
  `${response}: the body is in no envelope (it requires ${required}); ` +
  'want shape A (code, success, message, data) or B (statusCode, message, data)';
const no400 = (operation: string, inputs: string) =>
  `${operation} takes ${inputs} but documents no 400 response for an invalid request`;

// Each convention against a fixture that breaks it: the breach is named at the file, line and column it is written
// in, including a file the fixture references, and nothing that keeps the convention is reported.
describe('conventionProblems', () => {
  test.each<[string, { given: string; want: [place: string, rule: string, message: string][] }]>([
    [
      'the spec keeps every convention',
      { given: fileURLToPath(new URL('../openapi.yaml', import.meta.url)), want: [] },
    ],
    [
      'a response body in no envelope',
      {
        given: fixture('response-envelope'),
        want: [
          [
            `${envelope}/components/not-found.yaml:11:7`,
            'waas-response-envelope',
            noEnvelope('getWallet 404 application/problem+json', 'code, message, data'),
          ],
          [
            `${envelope}/openapi.yaml:48:15`,
            'waas-response-envelope',
            noEnvelope('createProduct 200 application/json', 'id, name'),
          ],
        ],
      },
    ],
    [
      'an operation that takes input and documents no 400',
      {
        given: fixture('documented-400'),
        want: [
          [`${missing400}/paths/wallet.yaml:9:3`, 'waas-documented-400', no400('getWallet', '1 parameter')],
          [`${missing400}/openapi.yaml:20:7`, 'waas-documented-400', no400('searchWallets', '1 parameter')],
          [`${missing400}/openapi.yaml:31:7`, 'waas-documented-400', no400('updateProduct', 'a body')],
        ],
      },
    ],
  ])('%s', (_, { given, want }) => {
    const problems = conventionProblems(given, root).map((problem) => {
      const [place, severity, rule, ...message] = problem.split(' ');
      return { place, severity, rule, message: message.join(' ') };
    });
    expect(problems).toEqual(want.map(([place, rule, message]) => ({ place, severity: 'error', rule, message })));
  });
});
