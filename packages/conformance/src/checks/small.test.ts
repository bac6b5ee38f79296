import { describe, expect, test } from 'vitest';
import { checkContentType } from './content-type.js';
import { checkStatus } from './status.js';

describe('checkStatus', () => {
  const cases: [string, { expected: number | '4xx'; actual: number }, string][] = [
    ['the documented status', { expected: 404, actual: 404 }, 'passed'],
    ['another status', { expected: 404, actual: 400 }, 'failed'],
    ['any client error', { expected: '4xx', actual: 422 }, 'passed'],
    ['a server error is never a client error', { expected: '4xx', actual: 500 }, 'failed'],
    ['a success is not a client error', { expected: '4xx', actual: 200 }, 'failed'],
  ];
  test.each(cases)('%s', (_, given, want) => expect(checkStatus(given.expected, given.actual).outcome).toBe(want));
});

describe('checkContentType', () => {
  const cases: [string, { expected: string; actual: string }, string][] = [
    ['the same media type', { expected: 'application/json', actual: 'application/json' }, 'passed'],
    ['parameters do not matter', { expected: 'application/json', actual: 'application/json; charset=utf-8' }, 'passed'],
    ['case does not matter', { expected: 'application/json', actual: 'Application/JSON' }, 'passed'],
    ['another media type', { expected: 'application/json', actual: 'text/html' }, 'failed'],
    ['none', { expected: 'application/json', actual: '' }, 'failed'],
  ];
  test.each(cases)('%s', (_, given, want) => expect(checkContentType(given.expected, given.actual).outcome).toBe(want));
});
