// The sources bundled in memory: the same bytes as the spec's build, and each way an edit can fail said in one line.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { bundleSources } from './bundle-sources.js';
import { SOURCES } from './sources.js';

const SPEC = fileURLToPath(new URL('../../../spec', import.meta.url));
const BUILT = readFileSync(createRequire(import.meta.url).resolve('@waas/spec/openapi.json'), 'utf8');
const UPDATE_PRODUCT = 'paths/update-product.yaml';

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the sources (and their redocly.yaml), with `edit` applied to one file. */
function copyWith(file: string, edit: (text: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'waas-spec-sources-'));
  copies.push(root);
  for (const source of [...SOURCES, 'redocly.yaml'])
    cpSync(join(SPEC, source), join(root, source), { recursive: true });
  writeFileSync(join(root, file), edit(readFileSync(join(root, file), 'utf8')));
  return root;
}

test('the sources bundle to the bytes the spec build wrote', async () => {
  const bundled = await bundleSources(SPEC);
  expect(bundled.ok && bundled.json === BUILT).toBe(true);
});

const edits: [string, { file: string; edit: (text: string) => string; why: RegExp }][] = [
  [
    'YAML that does not parse: the file, line and column',
    {
      file: UPDATE_PRODUCT,
      edit: (yaml) => yaml.replace('message: Updated Successfully', 'message: "Updated'),
      why: /^paths\/update-product\.yaml:\d+:\d+ Failed to parse.* \(and 1 more\)$/,
    },
  ],
  [
    'a $ref to a file that is not there',
    {
      file: UPDATE_PRODUCT,
      edit: (yaml) => yaml.replaceAll('ErrorEnvelopeA.yaml', 'NoSuchEnvelope.yaml'),
      why: /^paths\/update-product\.yaml:\d+:\d+ Can't resolve \$ref/,
    },
  ],
  [
    'an example that breaks its schema: its pointer',
    {
      file: UPDATE_PRODUCT,
      edit: (yaml) => yaml.replace('message: Updated Successfully', 'message: 42'),
      why: /^example #\/paths\/\S+ breaks its schema: \/message must be string$/,
    },
  ],
  [
    'a spec with no path',
    {
      file: 'openapi.yaml',
      edit: (yaml) => yaml.replace(/^paths:\n(?:[ #].*\n|\n)*/m, 'paths: {}\n'),
      why: /^openapi\.yaml has no path$/,
    },
  ],
  [
    'an openapi.yaml that is a list',
    { file: 'openapi.yaml', edit: () => '- 1\n', why: /^Document must be JSON object/ },
  ],
];

test.each(edits)('%s is refused in one line', async (_, { file, edit, why }) => {
  const bundled = await bundleSources(copyWith(file, edit));
  expect(bundled).toEqual({ ok: false, why: expect.stringMatching(why) });
  if (!bundled.ok) expect(bundled.why).not.toContain('\n');
});

test('sources without an openapi.yaml are refused, and bundle again once it is back', async () => {
  const root = copyWith('openapi.yaml', (yaml) => yaml);
  const yaml = readFileSync(join(root, 'openapi.yaml'), 'utf8');
  rmSync(join(root, 'openapi.yaml'));
  expect(await bundleSources(root)).toEqual({ ok: false, why: expect.stringContaining('openapi.yaml') });
  writeFileSync(join(root, 'openapi.yaml'), yaml);
  expect((await bundleSources(root)).ok).toBe(true);
});
