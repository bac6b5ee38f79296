import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBundle } from '@waas/spec/pairs';
import { stringify } from 'yaml';
import { afterAll, expect, test } from 'vitest';
import { documentFrom } from './spec-file.js';

const dir = mkdtempSync(join(tmpdir(), 'waas-spec-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bundle = loadBundle();

function file(name: string, text: string): string {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
}

test.each([
  ['the bundle as JSON', () => file('a.json', JSON.stringify(bundle))],
  ['the bundle as YAML', () => file('a.yaml', stringify(bundle))],
])('reads %s', (_, given) => expect(documentFrom(given())).toEqual(bundle));

test.each<[string, { given: () => string; want: RegExp }]>([
  ['no file', { given: () => join(dir, 'none.json'), want: /^--spec \S+none\.json: no such file$/ }],
  [
    'JSON that does not parse',
    { given: () => file('b.json', '{"openapi":'), want: /^--spec \S+b\.json is not JSON: / },
  ],
  [
    'YAML that does not parse',
    { given: () => file('b.yaml', 'openapi: [\n'), want: /^--spec \S+b\.yaml is not YAML: / },
  ],
  [
    'a document without paths',
    {
      given: () => file('c.json', '{"openapi":"3.1.0"}'),
      want: /is no OpenAPI document \(it needs openapi and paths\)$/,
    },
  ],
  ['JSON that is not an object', { given: () => file('d.json', '42'), want: /is no OpenAPI document/ }],
])('refuses %s in one line', (_, { given, want }) => expect(() => documentFrom(given())).toThrow(want));
