import { HOSTS, readOperations, responseExamples, type OpenApiDocument, type OperationEntry } from '@waas/spec/pairs';
import { resolve as follow } from '@waas/spec/document';

const HEADER = (file: string) =>
  `// Generated from spec/dist/openapi.json (${file}). Do not edit: ` + 'run `pnpm --filter @waas/client generate`.\n';

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

/**
 * How a paginated list says there is a next page: shape B's `pagination.hasNextPage`, or `currentPage < totalPages`.
 */
export type NextPage = { kind: 'hasNextPage'; at: string[] } | { kind: 'totalPages'; at: string[] };

export interface Pagination {
  /** The query parameter that selects the page. */
  pageParameter: string;
  /** Its schema type: the checkout list takes the page as a string, the others as a number. */
  pageType: 'string' | 'number';
  /** Where the page's items are in the response body. */
  items: string[];
  next: NextPage;
}

/**
 * `path` → host, from `x-host` on the operation's servers or the top-level servers; all operations of a path share
 * it.
 */
export function hostsByPath(document: OpenApiDocument): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const operation of readOperations(document)) {
    const known = hosts[operation.path];
    if (known !== undefined && known !== operation.host) {
      throw new Error(`${operation.path}: served by both ${known} and ${operation.host}; a path must have one host`);
    }
    hosts[operation.path] = operation.host;
  }
  return sortKeys(hosts);
}

/** The fields of a schema, following `$ref`s and merging `allOf` branches. */
function propertiesOf(document: OpenApiDocument, node: unknown): Record<string, Schema> {
  const schema = follow<Schema>(document, node);
  return Object.assign(
    {},
    ...(schema.allOf ?? []).map((branch) => propertiesOf(document, branch)),
    schema.properties ?? {},
  );
}

const isArray = (document: OpenApiDocument, node: unknown) => follow<Schema>(document, node).type === 'array';

/** Reads how an operation pages, from its 200 body schema and its query parameters; undefined when it does not. */
export function paginationOf(document: OpenApiDocument, operation: OperationEntry): Pagination | undefined {
  const media = (operation.responses['200']?.content as Record<string, { schema?: unknown }> | undefined)?.[
    'application/json'
  ];
  if (!media?.schema) return undefined;
  const body = propertiesOf(document, media.schema);
  let items: string[];
  let next: NextPage;
  if (body.pagination && body.data && isArray(document, body.data)) {
    items = ['data'];
    next = { kind: 'hasNextPage', at: ['pagination'] };
  } else {
    const data = body.data ? propertiesOf(document, body.data) : {};
    const list = Object.keys(data).find((name) => isArray(document, data[name]));
    if (!list || !data.currentPage || !data.totalPages) return undefined;
    items = ['data', list];
    next = { kind: 'totalPages', at: ['data'] };
  }
  const parameter = operation.parameters.find((p) => p.in === 'query' && /^page(Number)?$/.test(p.name));
  if (!parameter) throw new Error(`${operation.operationId}: a paginated list without a pageNumber query parameter`);
  const type = follow<Schema>(document, (parameter as { schema?: unknown }).schema).type;
  return { pageParameter: parameter.name, pageType: type === 'string' ? 'string' : 'number', items, next };
}

/** The file `src/hosts.gen.ts`. */
export function renderHostsModule(document: OpenApiDocument): string {
  return [
    HEADER('servers and x-host'),
    `export const HOSTS = ${JSON.stringify(HOSTS)} as const;`,
    '',
    '/** A host of the API; each serves its own paths. */',
    'export type Host = (typeof HOSTS)[number];',
    '',
    "/** Path template → the host that serves it, from `x-host` on the operation's servers, else the top-level " +
      'servers. */',
    `export const hostByPath = ${JSON.stringify(hostsByPath(document), null, 2)} as const ` +
      'satisfies Record<string, Host>;',
    '',
  ].join('\n');
}

/** The file `src/operations.gen.ts`. */
export function renderOperationsModule(document: OpenApiDocument): string {
  const operations = readOperations(document);
  const routes = Object.fromEntries(operations.map((o) => [o.operationId, { method: o.method, path: o.path }]));
  const pages = Object.fromEntries(
    operations.flatMap((o) => {
      const pagination = paginationOf(document, o);
      return pagination ? [[o.operationId, pagination]] : [];
    }),
  );
  const codes = Object.fromEntries(operations.map((o) => [o.operationId, failureCodes(document, o)]));
  return [
    HEADER('paths, operationIds, list responses and failure codes'),
    '/** operationId → its method and path template. */',
    `export const OPERATIONS = ${JSON.stringify(sortKeys(routes), null, 2)} as const;`,
    '',
    '/** The paginated lists: which query parameter picks the page, where the items are, and how the last page is ' +
      'told. */',
    `export const PAGINATED = ${JSON.stringify(sortKeys(pages), null, 2)} as const;`,
    '',
    "/** The envelope codes an operation's failures are documented with, as sent: shape A's text, shape B's number. */",
    'export interface FailureCodes {',
    ...Object.entries(sortKeys(codes)).map(
      ([id, list]) => `  ${id}: ${list.length === 0 ? 'never' : list.map((c) => JSON.stringify(c)).join(' | ')};`,
    ),
    '}',
    '',
  ].join('\n');
}

/**
 * The codes of the operation's failure examples (any error status, or a 2xx whose envelope says it failed), read
 * as the client reads them: `code`, else `statusCode`.
 */
export function failureCodes(document: OpenApiDocument, operation: OperationEntry): (string | number)[] {
  const codes = new Set<string | number>();
  for (const [status, , , example] of responseExamples(document, operation)) {
    const body = (example as { value?: unknown }).value as {
      code?: unknown;
      statusCode?: unknown;
      success?: unknown;
      succeeded?: unknown;
    } | null;
    if (body === null || typeof body !== 'object') continue;
    const failed =
      Number(status) >= 400 ||
      body.success === false ||
      body.succeeded === false ||
      (typeof body.statusCode === 'number' && body.statusCode >= 400);
    const code = typeof body.code === 'string' || typeof body.code === 'number' ? body.code : body.statusCode;
    if (failed && (typeof code === 'string' || typeof code === 'number')) codes.add(code);
  }
  return [...codes].sort((a, b) => String(a).localeCompare(String(b)));
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
