// Request bodies read from the spec: an operation's first success pair, with one field varied one way.
import fc from 'fast-check';
import { dereference, loadBundle } from '@waas/spec/document';
import { readPairs, type ExamplePair } from '@waas/spec/pairs';

export type Variation = 'unchanged' | 'type' | 'bounds' | 'decimals' | 'missing' | 'walletNotNamed';

export interface Probe {
  pair: ExamplePair;
  field: string;
  variation: Variation;
  body: Record<string, unknown>;
}

interface FieldSchema {
  type?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  enum?: unknown[];
  pattern?: string;
}

interface BodySchema {
  properties: Record<string, FieldSchema>;
  required?: string[];
  allOf?: { anyOf?: { required?: string[] }[] }[];
}

export const document = loadBundle();
const pairs = readPairs(document);

/** A whole number of cents, or of tenths of a cent that are not cents: in major units. */
const centsOrMills = fc
  .integer({ min: 1, max: 99_999_999 })
  .chain((n) => fc.constantFrom(n / 100, n % 10 === 0 ? (n + 1) / 1000 : n / 1000));

/** The one-way changes a field's schema suggests, each an arbitrary of the field's new value (undefined: left out). */
function variationsOf(schema: FieldSchema, base: unknown, required: boolean): [Variation, fc.Arbitrary<unknown>][] {
  const out: [Variation, fc.Arbitrary<unknown>][] = [];
  out.push([
    'type',
    schema.type === 'string'
      ? fc.integer()
      : schema.type === 'boolean'
        ? fc.constant('true')
        : fc.constant(String(base ?? 1)),
  ]);
  const edges: unknown[] = [];
  if (schema.type === 'number') {
    if (schema.minimum !== undefined) edges.push(schema.minimum, schema.minimum - 0.01);
    if (schema.exclusiveMinimum !== undefined) edges.push(schema.exclusiveMinimum, schema.exclusiveMinimum + 0.01);
    if (schema.maximum !== undefined) edges.push(schema.maximum, schema.maximum + 0.01);
  }
  if (schema.minLength !== undefined) edges.push('a'.repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined) edges.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
  for (const value of schema.enum ?? []) if (typeof value === 'string') edges.push(value.toLowerCase());
  if (edges.length > 0) out.push(['bounds', fc.constantFrom(...edges)]);
  // Every number, whether or not its schema states decimals: the two-decimal rule is what this compares.
  if (schema.type === 'number') out.push(['decimals', centsOrMills]);
  // A decimal carried as text (the inflow's amount, whose pattern has a decimal point): the same values as text.
  else if (schema.type === 'string' && schema.pattern?.includes('\\.'))
    out.push(['decimals', centsOrMills.map(String)]);
  if (required) out.push(['missing', fc.constant(undefined)]);
  return out;
}

/** Probes of an operation: its first success pair's body, unchanged or with one field varied one way. */
export function probesOf(operationId: string, fresh: { reference: () => string }): fc.Arbitrary<Probe> {
  const pair = pairs.find((p) => p.operationId === operationId && p.status === 200 && p.scenario === undefined);
  if (!pair || typeof pair.request.body !== 'object') throw new Error(`${operationId} has no success pair with a body`);
  const base = pair.request.body as Record<string, unknown>;
  const operation = document.paths![pair.path]![pair.method] as { requestBody: unknown };
  const schema = dereference(
    document,
    (operation.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json']!.schema,
  ) as BodySchema;
  const required = new Set(schema.required ?? []);
  // Fields of which the schema needs one (the wallet, by account number or by id): all left out at once.
  const oneOf = [
    ...new Set((schema.allOf ?? []).flatMap((part) => (part.anyOf ?? []).flatMap((branch) => branch.required ?? []))),
  ];
  const probe = (field: string, variation: Variation, value: unknown): Probe => {
    const body: Record<string, unknown> = { ...base };
    // A reference posts once: each probe carries its own, so no answer depends on an earlier probe's.
    if ('transactionReference' in schema.properties && field !== 'transactionReference')
      body.transactionReference = fresh.reference();
    if (variation === 'walletNotNamed') for (const name of oneOf) delete body[name];
    else if (value === undefined) delete body[field];
    else body[field] = value;
    return { pair, field, variation, body };
  };
  const varied = Object.entries(schema.properties).flatMap(([field, fieldSchema]) =>
    variationsOf(fieldSchema, base[field], required.has(field)).map(([variation, value]) =>
      value.map((v) => probe(field, variation, v)),
    ),
  );
  const extra =
    oneOf.length > 0 ? [fc.constant(null).map(() => probe(oneOf.join('/'), 'walletNotNamed', undefined))] : [];
  return fc.oneof(
    fc.constant(null).map(() => probe('', 'unchanged', undefined)),
    ...extra,
    ...varied,
  );
}
