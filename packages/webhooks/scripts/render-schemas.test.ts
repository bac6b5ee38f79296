import { readFileSync } from 'node:fs';
import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { renderEventSchemas, renderSchemasModule } from './render-schemas.js';

test('src/schemas.gen.ts matches the spec (else run `pnpm --filter @waas/webhooks generate`)', () => {
  const committed = readFileSync(new URL('../src/schemas.gen.ts', import.meta.url), 'utf8');
  expect(
    committed === renderSchemasModule(loadBundle()),
    'src/schemas.gen.ts is out of date: run `pnpm --filter @waas/webhooks generate` and commit it',
  ).toBe(true);
});

const webhook = (schema: string) => ({
  post: { requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } } },
});

describe('renderEventSchemas', () => {
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    webhooks: { ping: webhook('PingEvent') },
    components: {
      schemas: {
        Base: { type: 'object', description: 'dropped', 'x-provisional': 'dropped', required: ['type'] },
        PingEvent: {
          allOf: [
            { $ref: '#/components/schemas/Base' },
            { properties: { type: { const: 'ping' }, description: { type: 'string', example: 'dropped' } } },
          ],
        },
        Unused: { type: 'string' },
      },
    },
  };

  test('keeps the reached schemas, rewrites $refs, drops annotations but not properties named like them', () => {
    expect(renderEventSchemas(document)).toEqual({
      schema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: 'https://waas.invalid/webhooks.json',
        $defs: {
          Base: { type: 'object', required: ['type'] },
          PingEvent: {
            allOf: [
              { $ref: '#/$defs/Base' },
              { properties: { type: { const: 'ping' }, description: { type: 'string' } } },
            ],
          },
        },
      },
      byType: { ping: 'PingEvent' },
    });
  });

  const broken: [string, OpenApiDocument, RegExp][] = [
    [
      'an inline body schema',
      {
        openapi: '3.1.0',
        webhooks: {
          ping: { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } } },
        },
      },
      /must be a \$ref/,
    ],
    [
      'an event without a const type',
      { openapi: '3.1.0', webhooks: { ping: webhook('Base') }, components: document.components! },
      /no const on properties.type/,
    ],
    [
      'two webhooks with one type',
      {
        openapi: '3.1.0',
        webhooks: { a: webhook('PingEvent'), b: webhook('PingEvent') },
        components: document.components!,
      },
      /already used/,
    ],
  ];
  test.each(broken)('refuses %s', (_, given, want) => {
    expect(() => renderEventSchemas(given)).toThrow(want);
  });
});
