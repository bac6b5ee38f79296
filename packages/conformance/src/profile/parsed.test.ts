import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { parsedProfile } from './parsed.js';
import { SHIPPED_PARSED } from './shipped-profiles.gen.js';
import { profileTextHash } from './text-hash.js';

const sandbox = readFileSync(new URL('../../profiles/sandbox.yaml', import.meta.url), 'utf8');

test('a shipped profile is the parse made when the package was built, not parsed again', () =>
  expect(parsedProfile(sandbox)).toBe(SHIPPED_PARSED[profileTextHash(sandbox)]));

test('a text changed from a shipped one is parsed as it now is', () => {
  const changed = sandbox.replace('scheduleAheadMs: 1000', 'scheduleAheadMs: 2000');
  expect(changed).not.toBe(sandbox);
  expect(parsedProfile(changed)).toEqual(parse(changed));
  expect(parsedProfile(changed)).toMatchObject({ scheduleAheadMs: 2000 });
});
