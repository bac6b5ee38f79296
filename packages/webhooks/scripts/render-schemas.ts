import type { OpenApiDocument } from '@waas/spec/pairs';
import { resolve } from '@waas/spec/document';

/** The `$id` under which the emitted schemas are registered with Ajv; it is never fetched. */
export const SCHEMA_ID = 'https://waas.invalid/webhooks.json';

const COMPONENT_PREFIX = '#/components/schemas/';

/** Keywords that OpenAPI adds to JSON Schema, or that only annotate: they never constrain, so they are not emitted. */
const ANNOTATIONS = new Set(['description', 'discriminator', 'example', 'examples', 'externalDocs', 'title', 'xml']);
/** Keywords whose value is a map of names to subschemas; the names are data, not keywords. */
const SCHEMA_MAPS = new Set(['$defs', 'dependentSchemas', 'patternProperties', 'properties']);

export interface EventSchemas {
  /** One JSON Schema 2020-12 resource: every component schema the webhooks reach, under `$defs`. */
  schema: { $schema: string; $id: string; $defs: Record<string, unknown> };
  /** Event `type` → the name of its schema under `$defs`. */
  byType: Record<string, string>;
}

/** Reads the request body schema of every webhook in the bundle and the component schemas they reach. */
export function renderEventSchemas(document: OpenApiDocument): EventSchemas {
  const byType: Record<string, string> = {};
  const names = new Set<string>();
  for (const [name, item] of Object.entries(document.webhooks ?? {})) {
    const post = resolve<{ requestBody?: unknown }>(document, item.post);
    const body = resolve<{ content?: Record<string, { schema?: { $ref?: string } }> }>(document, post.requestBody);
    const ref = body.content?.['application/json']?.schema?.$ref;
    if (!ref?.startsWith(COMPONENT_PREFIX))
      throw new Error(`webhook ${name}: its body schema must be a $ref to components/schemas`);
    const schemaName = ref.slice(COMPONENT_PREFIX.length);
    const type = eventTypeOf(document, schemaName);
    if (byType[type] !== undefined)
      throw new Error(`webhook ${name}: event type ${type} is already used by ${byType[type]}`);
    byType[type] = schemaName;
    collect(document, schemaName, names);
  }
  const $defs = Object.fromEntries([...names].sort().map((name) => [name, strip(componentSchema(document, name))]));
  return {
    schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: SCHEMA_ID, $defs },
    byType: Object.fromEntries(Object.entries(byType).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** The file `src/schemas.gen.ts`. */
export function renderSchemasModule(document: OpenApiDocument): string {
  const { schema, byType } = renderEventSchemas(document);
  return [
    '// Generated from spec/dist/openapi.json. Do not edit: ' + 'run `pnpm --filter @waas/webhooks generate`.',
    '',
    '/** The JSON Schemas (2020-12) of the webhook events, with every component schema they reach. */',
    `export const eventSchema: { readonly $schema: string; readonly $id: string; readonly $defs: ` +
      `Readonly<Record<string, object>> } = ${JSON.stringify(schema, null, 2)};`,
    '',
    '/** Event `type` → its schema under `eventSchema.$defs`. */',
    `export const schemaByEventType = ${JSON.stringify(byType, null, 2)} as const;`,
    '',
  ].join('\n');
}

function componentSchema(document: OpenApiDocument, name: string): unknown {
  const schema = document.components?.schemas?.[name];
  if (schema === undefined) throw new Error(`${COMPONENT_PREFIX}${name} does not exist`);
  return schema;
}

/** The `const` of `properties.type`, on the schema itself or in one of its `allOf` branches. */
function eventTypeOf(document: OpenApiDocument, name: string): string {
  const find = (node: unknown): string | undefined => {
    const schema = resolve<{ properties?: { type?: { const?: unknown } }; allOf?: unknown[] }>(document, node);
    const type = schema.properties?.type?.const;
    if (typeof type === 'string') return type;
    for (const branch of schema.allOf ?? []) {
      const found = find(branch);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const type = find(componentSchema(document, name));
  if (type === undefined)
    throw new Error(`${COMPONENT_PREFIX}${name}: no const on properties.type, so events cannot be told apart`);
  return type;
}

/** Adds `name` and every component schema it references, transitively. */
function collect(document: OpenApiDocument, name: string, names: Set<string>): void {
  if (names.has(name)) return;
  names.add(name);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') {
        if (!child.startsWith(COMPONENT_PREFIX))
          throw new Error(`${COMPONENT_PREFIX}${name}: unsupported $ref ${child}`);
        collect(document, child.slice(COMPONENT_PREFIX.length), names);
      } else visit(child);
    }
  };
  visit(componentSchema(document, name));
}

/**
 * Drops annotations and `x-` extensions and points `$ref`s at `$defs`, keeping property names that look like keywords.
 */
function strip(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strip);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || ANNOTATIONS.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') out[key] = '#/$defs/' + value.slice(COMPONENT_PREFIX.length);
    else if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, strip(child)]));
    } else if (key === 'const' || key === 'enum' || key === 'default') out[key] = value;
    else out[key] = strip(value);
  }
  return out;
}
