import type { OpenApiDocument } from '@waas/spec/pairs';
import { renderEventSchemas } from './render-schemas.js';

/**
 * The file `src/events.gen.ts`: one type per webhook event, named after its schema in @waas/types, and the map from
 * `type` to event that `verify`'s union is built from, so a webhook added to the spec is a type here without a hand.
 */
export function renderEventsModule(document: OpenApiDocument): string {
  const { byType } = renderEventSchemas(document);
  const entries = Object.entries(byType);
  const names = [...new Set(entries.map(([, name]) => name))].sort();
  return [
    '// Generated from spec/dist/openapi.json. Do not edit: ' + 'run `pnpm --filter @waas/webhooks generate`.',
    '',
    "import type { components } from '@waas/types';",
    '',
    "type Schemas = components['schemas'];",
    '',
    ...names.map((name) => `export type ${name} = Schemas['${name}'];`),
    '',
    '/** Each event the API sends to a webhook URL, by its `type`. */',
    'export interface EventByType {',
    ...entries.map(([type, name]) => `  '${type}': ${name};`),
    '}',
    '',
  ].join('\n');
}
