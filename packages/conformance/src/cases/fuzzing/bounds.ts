import fc from 'fast-check';
import type { SchemaBook } from '../../core/schema-book.js';

const built = new WeakMap<object, fc.Arbitrary<unknown> | undefined>();

/**
 * Values on each side of what a schema states: a string one shorter than minLength and one longer than maxLength,
 * a number on and just past each bound, a multiple gone wrong, each enum value and its near misses, a date that is
 * not one. The spec then says which side each value is on.
 */
export function boundsOf(book: SchemaBook, schema: object): fc.Arbitrary<unknown> | undefined {
  if (built.has(schema)) return built.get(schema);
  const edges = book.applying(schema).flatMap(edgesOf);
  const arbitrary = edges.length === 0 ? undefined : fc.constantFrom(...new Set(edges));
  built.set(schema, arbitrary);
  return arbitrary;
}

function edgesOf(node: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  const number = (key: string) => (typeof node[key] === 'number' ? (node[key] as number) : undefined);
  const step = node.type === 'integer' ? 1 : 0.01;
  const min = number('minLength');
  const max = number('maxLength');
  if (min !== undefined) out.push('a'.repeat(Math.max(0, min - 1)), 'a'.repeat(min));
  if (max !== undefined) out.push('a'.repeat(max), 'a'.repeat(max + 1));
  for (const key of ['minimum', 'exclusiveMinimum'] as const) {
    const bound = number(key);
    if (bound !== undefined) out.push(bound, Number((bound - step).toFixed(2)));
  }
  for (const key of ['maximum', 'exclusiveMaximum'] as const) {
    const bound = number(key);
    if (bound !== undefined) out.push(bound, Number((bound + step).toFixed(2)));
  }
  const multiple = number('multipleOf');
  if (multiple !== undefined) out.push(multiple * 1.5);
  if (Array.isArray(node.enum))
    for (const value of node.enum)
      out.push(value, ...(typeof value === 'string' ? [value.toLowerCase(), `${value}x`, ` ${value}`] : []));
  if (node.format === 'uuid') out.push('3fa85f64-5717-4562-b3fc-2c963f66afa', '3fa85f64-5717-4562-b3fc-2c963f66afa6g');
  if (node.format === 'date-time' || node.format === 'date')
    out.push('2024-13-01T00:00:00', '2024-02-30', '2024-05-01T25:00:00');
  return out;
}
