import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { pattern } from '../testing/pattern.js';
import { ConfigError } from './load.js';
import { profilePath } from './shipped.js';

const shipped = (name: string) => fileURLToPath(new URL(`../../profiles/${name}`, import.meta.url));

describe('profilePath', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'waas-shipped-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));
  // Files of the user's own, beside names the package ships.
  writeFileSync(join(cwd, 'staging.yaml'), 'target: http://127.0.0.1:1\n');
  writeFileSync(join(cwd, 'sandbox'), 'target: http://127.0.0.1:1\n');
  mkdirSync(join(cwd, 'profiles'));

  const cases: [string, { given: string }, { path: string } | { error: RegExp }][] = [
    ['a shipped name', { given: 'mock' }, { path: shipped('mock.yaml') }],
    ['a shipped file name', { given: 'sandbox.yaml' }, { path: shipped('sandbox.yaml') }],
    [
      'a file of that name in the cwd wins over the shipped one',
      { given: 'staging.yaml' },
      { path: join(cwd, 'staging.yaml') },
    ],
    ['a file named like a shipped name wins too', { given: 'sandbox' }, { path: join(cwd, 'sandbox') }],
    [
      'a path into a folder is never a name',
      { given: 'profiles/mock.yaml' },
      {
        error: pattern(
          /^profile profiles\/mock\.yaml: no file .*\/profiles\/mock\.yaml, /,
          /and profiles\/mock\.yaml is not a shipped profile \(mock, sandbox, staging\)$/,
        ),
      },
    ],
    [
      'a missing file names the path it looked for',
      { given: 'nope.yaml' },
      {
        error: pattern(
          /^profile nope\.yaml: no file \/.*\/nope\.yaml, /,
          /and nope\.yaml is not a shipped profile \(mock, sandbox, staging\)$/,
        ),
      },
    ],
    ['a name is matched whole', { given: 'staging.yml' }, { error: /staging\.yml is not a shipped profile/ }],
  ];
  test.each(cases)('%s', (_, given, want) => {
    if ('path' in want) expect(profilePath(given.given, cwd)).toBe(want.path);
    else {
      expect(() => profilePath(given.given, cwd)).toThrow(ConfigError);
      expect(() => profilePath(given.given, cwd)).toThrow(want.error);
    }
  });
});
