/** The parts of an OpenAPI 3.1 document this package reads; everything else passes through untyped. */
export interface OpenApiDocument {
  openapi: string;
  servers?: ServerObject[];
  paths?: Record<string, PathItemObject>;
  webhooks?: Record<string, PathItemObject>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface ServerObject {
  url: string;
  'x-host'?: string;
  [key: string]: unknown;
}

export type PathItemObject = Record<string, unknown> & { parameters?: unknown[] };

/** Encodes path segments as a JSON pointer fragment (RFC 6901), e.g. `#/paths/~1wallets/get`. */
export function pointer(...segments: (string | number)[]): string {
  return '#' + segments.map((s) => '/' + String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('');
}

/**
 * The path segments of a local pointer, the inverse of `pointer`: `#/paths/~1wallets/get` is
 * `['paths', '/wallets', 'get']`.
 */
export function segmentsOf(ref: string): string[] {
  if (!ref.startsWith('#')) throw new Error(`External $ref ${ref}: the bundle must hold every reference`);
  return ref
    .slice(2)
    .split('/')
    .filter((s) => s !== '')
    .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The node a local pointer (`#/components/schemas/Wallet`) names, or undefined when the document has none there. */
export function nodeAt(document: unknown, ref: string): unknown {
  return segmentsOf(ref).reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    document,
  );
}

/**
 * Follows local `$ref`s until a plain object is reached. Siblings of a `$ref` (summary, `x-scenario`, …)
 * override the target's fields, as OpenAPI 3.1 allows for summary and description.
 */
export function resolve<T = Record<string, unknown>>(document: OpenApiDocument, node: unknown): T {
  let current = node;
  const siblings: Record<string, unknown>[] = [];
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${current.$ref}`);
    const { $ref, ...rest } = current;
    siblings.unshift(rest);
    current = nodeAt(document, $ref);
    if (current === undefined) throw new Error(`Unresolvable $ref ${$ref}`);
  }
  return Object.assign({}, current, ...siblings) as T;
}

function isReference(node: unknown): node is { $ref: string } {
  return node !== null && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
}

/**
 * A copy of `node` with every local $ref replaced by its target, so a schema compiles on its own (Ajv, Fastify's
 * serializer) without the rest of the bundle. Annotations no validator reads (`x-*`, examples) are left out. The spec
 * has no recursive schemas, so a cycle is an error.
 */
export function dereference(document: OpenApiDocument, node: unknown, depth = 0): unknown {
  if (depth > 64) throw new Error('schema nesting deeper than 64: a $ref cycle?');
  if (Array.isArray(node)) return node.map((item) => dereference(document, item, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const target = isReference(node) ? resolve(document, node) : (node as Record<string, unknown>);
  return Object.fromEntries(
    Object.entries(target)
      .filter(([key]) => !key.startsWith('x-') && key !== 'example' && key !== 'examples')
      .map(([key, value]) => [key, dereference(document, value, depth + 1)]),
  );
}
