import { describe, expect, test } from 'vitest';
import { MissingVariableError, substituteEnv } from './env.js';

describe('substituteEnv', () => {
  const env = { KEY: 'k-1', HOST: 'staging.example', EMPTY: '' };
  const cases: [string, unknown, unknown][] = [
    ['a whole value', { key: '${KEY}' }, { key: 'k-1' }],
    ['inside a string', { url: 'https://${HOST}/api' }, { url: 'https://staging.example/api' }],
    ['a default for an unset variable', { url: '${NOPE:-http://127.0.0.1:4000}' }, { url: 'http://127.0.0.1:4000' }],
    ['a default for an empty variable', { key: '${EMPTY:-fallback}' }, { key: 'fallback' }],
    ['in lists and nested objects', { a: [{ b: '${KEY}' }] }, { a: [{ b: 'k-1' }] }],
    ['other types stay as they are', { n: 1, t: true, z: null }, { n: 1, t: true, z: null }],
    ['no reference', { text: 'plain $KEY' }, { text: 'plain $KEY' }],
  ];
  test.each(cases)('%s', (_, given, want) => expect(substituteEnv(given, env)).toEqual(want));

  test('names every unset variable, never a value', () => {
    expect(() => substituteEnv({ a: '${ONE}', b: '${TWO} ${KEY}' }, env)).toThrow(
      new MissingVariableError(['ONE', 'TWO']),
    );
  });
});
