import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkProfile, ConfigError, readProfileFile, resolveProfile } from './load.js';
import type { ProfileFile } from './schema.js';

describe('checkProfile refuses', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a misspelled field', { keys: { organisation: 'k' } }, /\/keys has unknown field organisation/],
    ['a base URL without scheme', { target: 'localhost:4000' }, /\/target must match pattern/],
    ['an unknown match mode', { match: { mode: 'fuzzy' } }, /\/match\/mode must be equal to one of the allowed values/],
    ['webhooks without a secret', { webhooks: {} }, /\/webhooks must have required property 'secret'/],
    ['an unknown target kind', { kind: 'staging' }, /\/kind must be equal to one of the allowed values/],
    [
      'a verdict on refuted choices other than report or fail',
      { provisional: { refuted: 'warn' } },
      /\/provisional\/refuted must be equal to one of the allowed values/,
    ],
    [
      'a misspelled field of provisional',
      { provisional: { refute: 'fail' } },
      /\/provisional has unknown field refute/,
    ],
  ];
  test.each(cases)('%s', (_, given, want) => {
    expect(() => checkProfile(given, 'p.yaml', {})).toThrow(ConfigError);
    expect(() => checkProfile(given, 'p.yaml', {})).toThrow(want);
  });
});

describe('resolveProfile', () => {
  const cases: [
    string,
    { file: ProfileFile; overrides?: Parameters<typeof resolveProfile>[1] },
    Record<string, unknown>,
  ][] = [
    [
      '--target sets all three hosts',
      { file: {}, overrides: { target: 'http://127.0.0.1:4010/' } },
      {
        baseUrls: {
          wallet: 'http://127.0.0.1:4010',
          checkout: 'http://127.0.0.1:4010',
          payout: 'http://127.0.0.1:4010',
        },
      },
    ],
    [
      'baseUrls set hosts apart',
      { file: { target: 'https://w.test', baseUrls: { checkout: 'https://c.test' } } },
      { baseUrls: { wallet: 'https://w.test', checkout: 'https://c.test', payout: 'https://w.test' } },
    ],
    [
      '--target wins over the file',
      {
        file: { baseUrls: { wallet: 'https://w.test', checkout: 'https://c.test', payout: 'https://p.test' } },
        overrides: { target: 'http://x.test' },
      },
      { baseUrls: { wallet: 'http://x.test', checkout: 'http://x.test', payout: 'http://x.test' } },
    ],
    [
      '--api-key sets the organization key',
      { file: { target: 'http://x.test', keys: { organization: 'file' } }, overrides: { apiKey: 'cli' } },
      { keys: { organization: 'cli', unknown: 'conformance-key-nobody-issued' } },
    ],
    [
      'capabilities default to everything',
      { file: { target: 'http://x.test' } },
      { capabilities: { stagingOnly: true, writes: true } },
    ],
    [
      'the match mode stays open until the target kind is known',
      { file: { target: 'http://x.test' } },
      { match: { ignore: [], unknownProperties: 'fail' } },
    ],
    [
      'a refuted provisional choice is reported by default',
      { file: { target: 'http://x.test' } },
      { refutedChoices: 'report' },
    ],
    [
      'the profile may make a refuted provisional choice fail the run',
      { file: { target: 'http://x.test', provisional: { refuted: 'fail' } } },
      { refutedChoices: 'fail' },
    ],
    [
      '--match wins',
      { file: { target: 'http://x.test', match: { mode: 'exact' } }, overrides: { match: 'schema' } },
      { match: { mode: 'schema', ignore: [], unknownProperties: 'fail' } },
    ],
    [
      'webhook defaults',
      { file: { target: 'http://x.test', webhooks: { secret: 's' } } },
      {
        webhooks: {
          secret: 's',
          receiver: { host: '127.0.0.1', port: 0, path: '/webhooks' },
          waitMs: 10_000,
          toleranceSeconds: 300,
        },
      },
    ],
  ];
  test.each(cases)('%s', (_, given, want) => expect(resolveProfile(given.file, given.overrides)).toMatchObject(want));

  test.each<[string, { given: { file: ProfileFile; overrides?: Parameters<typeof resolveProfile>[1] }; want: RegExp }]>(
    [
      [
        '--target',
        {
          given: { file: {}, overrides: { target: 'http://admin:hunter2pass@127.0.0.1:4611' } },
          want: /^the wallet base URL http:\/\/127\.0\.0\.1:4611 carries a user name or password; /,
        },
      ],
      [
        'a base URL of the profile',
        {
          given: { file: { target: 'https://w.test', baseUrls: { checkout: 'https://:hunter2pass@c.test/api' } } },
          want: /^the checkout base URL https:\/\/c\.test carries a user name or password; /,
        },
      ],
      [
        'a user name alone',
        {
          given: { file: { target: 'https://hunter2pass@w.test' } },
          want: /^the wallet base URL https:\/\/w\.test carries a user name or password; /,
        },
      ],
    ],
  )('credentials in %s are refused, never printed', (_, { given, want }) => {
    const error = (() => {
      try {
        resolveProfile(given.file, given.overrides);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.message).toMatch(want);
    expect(error!.message).not.toContain('hunter2pass');
  });

  test('a host without a base URL is a configuration error', () => {
    expect(() => resolveProfile({ baseUrls: { wallet: 'https://w.test' } })).toThrow(
      /no base URL for the checkout host/,
    );
  });
});

describe('readProfileFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'waas-profile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  test('reads YAML with ${ENV}', () => {
    const path = write(
      'p.yaml',
      'name: sandbox\ntarget: http://127.0.0.1:4000\nkeys:\n  organization: ${SANDBOX_KEY}\n',
    );
    expect(readProfileFile(path, { SANDBOX_KEY: 'k' })).toEqual({
      name: 'sandbox',
      target: 'http://127.0.0.1:4000',
      keys: { organization: 'k' },
    });
  });
  test('reads JSON', () => {
    const path = write('p.json', JSON.stringify({ target: 'http://127.0.0.1:4000', capabilities: { writes: false } }));
    expect(readProfileFile(path, {})).toEqual({ target: 'http://127.0.0.1:4000', capabilities: { writes: false } });
  });
  test('an unset variable is a configuration error that names it', () => {
    const path = write('unset.yaml', 'keys:\n  organization: ${NOT_SET_ANYWHERE}\n');
    expect(() => readProfileFile(path, {})).toThrow(/unset environment variables: NOT_SET_ANYWHERE/);
  });
  test('a missing file is a configuration error', () => {
    expect(() => readProfileFile(join(dir, 'nope.yaml'), {})).toThrow(ConfigError);
  });
  test('broken YAML is a configuration error', () => {
    expect(() => readProfileFile(write('broken.yaml', 'keys: [\n'), {})).toThrow(ConfigError);
  });
});
