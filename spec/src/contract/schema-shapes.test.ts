import { describe, expect, test } from 'vitest';
import { pointer, type OpenApiDocument } from '../bundle.js';
import { schemaShapes } from './schema-shapes.js';

const withSchemas = (schemas: Record<string, unknown>) =>
  ({ openapi: '3.1.0', components: { schemas } }) as OpenApiDocument;

describe('schemaShapes', () => {
  const cases: [string, { given: Record<string, unknown>; want: string[] }][] = [
    ['const with its type', { given: { Ok: { type: 'boolean', const: true } }, want: [] }],
    ['const without type', { given: { Ok: { const: true } }, want: ['#/components/schemas/Ok: const without type'] }],
    [
      'const without type in a property',
      {
        given: { E: { type: 'object', properties: { success: { const: true } } } },
        want: ['#/components/schemas/E/properties/success: const without type'],
      },
    ],
    ['array with items', { given: { L: { type: 'array', items: { type: 'string' } } }, want: [] }],
    ['array without items', { given: { L: { type: 'array' } }, want: ['#/components/schemas/L: array without items'] }],
    [
      'nullable array without items, inside allOf',
      {
        given: { L: { allOf: [{ type: ['array', 'null'] }] } },
        want: ['#/components/schemas/L/allOf/0: array without items'],
      },
    ],
    [
      'properties named like keywords are schemas, not keywords',
      {
        given: {
          P: { type: 'object', properties: { const: { type: 'string' }, items: { type: 'array', items: {} } } },
        },
        want: [],
      },
    ],
    [
      'example values are data',
      { given: { P: { type: 'object', example: { const: 1, type: 'array' }, default: { const: 1 } } }, want: [] },
    ],
  ];

  test.each(cases)('%s', (_, { given, want }) => {
    expect(schemaShapes(withSchemas(given)).map(({ message, path }) => `${pointer(...path)}: ${message}`)).toEqual(
      want,
    );
  });
});
