import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { profileSchema } from './schema.js';

interface SchemaNode {
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
}

/** The fields an editor would show without a description: neither theirs nor their $ref's has one. */
function undescribed(schema: SchemaNode): string[] {
  const defs = schema.$defs ?? {};
  const fieldsOf = (node: SchemaNode | boolean | undefined, at: string): string[] => {
    if (typeof node !== 'object') return [];
    const own = Object.entries(node.properties ?? {}).flatMap(([name, field]) => {
      const described = field.description ?? defs[field.$ref?.replace('#/$defs/', '') ?? '']?.description;
      return [...(described ? [] : [`${at}/${name}`]), ...fieldsOf(field, `${at}/${name}`)];
    });
    return [...own, ...fieldsOf(node.items, `${at}/items`), ...fieldsOf(node.additionalProperties, `${at}/*`)];
  };
  return [fieldsOf(schema, ''), ...Object.entries(defs).map(([name, def]) => fieldsOf(def, `#/$defs/${name}`))].flat();
}

describe('undescribed', () => {
  const cases: [string, { given: SchemaNode; want: string[] }][] = [
    ['a field with its own description', { given: { properties: { a: { description: 'A.' } } }, want: [] }],
    ['a field without one', { given: { properties: { a: {} } }, want: ['/a'] }],
    [
      'a field described by its $ref',
      { given: { properties: { a: { $ref: '#/$defs/b' } }, $defs: { b: { description: 'B.' } } }, want: [] },
    ],
    [
      'a field of a list item, of a map value, of a definition',
      {
        given: {
          properties: {
            l: { description: 'L.', items: { properties: { a: {} } } },
            m: { description: 'M.', additionalProperties: { properties: { b: {} } } },
          },
          $defs: { d: { properties: { c: {} } } },
        },
        want: ['/l/items/a', '/m/*/b', '#/$defs/d/c'],
      },
    ],
  ];
  test.each(cases)('%s', (_, { given, want }) => expect(undescribed(given)).toEqual(want));

  test('every field of the profile schema has a description, so an editor shows it', () => {
    expect(undescribed(profileSchema)).toEqual([]);
  });
});

// A profile of the user's, at the root of a project where the package is installed, names the schema by this path.
const INSTALLED = 'node_modules/@waas/conformance/';
const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const exported = createRequire(import.meta.url).resolve('@waas/conformance/profile.schema.json');

describe('the yaml-language-server line', () => {
  const cases: [string, { at: 'top' | 'anywhere' }][] = [
    ['profiles/mock.yaml', { at: 'top' }],
    ['profiles/sandbox.yaml', { at: 'top' }],
    ['profiles/staging.yaml', { at: 'top' }],
    ['README.md', { at: 'anywhere' }],
  ];
  test.each(cases)('%s names the schema the package exports, where it is installed', (file, { at }) => {
    const text = readFileSync(join(packageRoot, file), 'utf8');
    const line = /^# yaml-language-server: \$schema=(\S+)$/m.exec(text);
    expect(line?.[1]?.startsWith(INSTALLED)).toBe(true);
    expect(join(packageRoot, line![1]!.slice(INSTALLED.length))).toBe(exported);
    if (at === 'top') expect(line!.index).toBe(0);
  });
});
