import { readFileSync } from 'node:fs';
import { loadBundle, readOperations, type OpenApiDocument } from '@waas/spec/pairs';
import { describe, expect, test } from 'vitest';
import { GENERATED } from './generated-files.js';
import { hostsByPath, paginationOf, type Pagination } from './render-operations.js';

test.each(GENERATED.map(({ file, render }) => [file.pathname.split('/').pop()!, file, render] as const))(
  'src/%s matches the spec (else run `pnpm --filter @waas/client generate`)',
  (name, file, render) => {
    const committed = readFileSync(file, 'utf8');
    expect(
      committed === render(loadBundle()),
      `src/${name} is out of date: run \`pnpm --filter @waas/client generate\` and commit it`,
    ).toBe(true);
  },
);

const server = (host: string) => [{ url: `https://${host}.example.test`, 'x-host': host }];
const ok = (schema: unknown) => ({ responses: { '200': { content: { 'application/json': { schema } } } } });
const page = { name: 'pageNumber', in: 'query', schema: { type: 'string' } };

const document: OpenApiDocument = {
  openapi: '3.1.0',
  servers: server('wallet'),
  paths: {
    '/a': { get: { operationId: 'walletOp', ...ok({ type: 'object' }) } },
    '/b': {
      get: {
        operationId: 'checkoutList',
        servers: server('checkout'),
        parameters: [page],
        ...ok({ $ref: '#/components/schemas/Listed' }),
      },
    },
    '/c': {
      get: {
        operationId: 'history',
        parameters: [{ name: 'pageNumber', in: 'query', schema: { type: 'integer' } }],
        ...ok({
          properties: { data: { properties: { entries: { type: 'array' }, currentPage: {}, totalPages: {} } } },
        }),
      },
    },
  },
  components: {
    schemas: {
      Listed: {
        allOf: [{ properties: { data: { type: 'array' } } }, { properties: { pagination: { type: 'object' } } }],
      },
    },
  },
};

describe('hostsByPath', () => {
  test('takes x-host from the operation servers, else the top-level servers', () => {
    expect(hostsByPath(document)).toEqual({ '/a': 'wallet', '/b': 'checkout', '/c': 'wallet' });
  });

  test('refuses a path whose operations are on two hosts', () => {
    const split: OpenApiDocument = {
      ...document,
      paths: {
        '/a': {
          get: { operationId: 'x', ...ok({}) },
          post: { operationId: 'y', servers: server('payout'), ...ok({}) },
        },
      },
    };
    expect(() => hostsByPath(split)).toThrow(/served by both wallet and payout/);
  });
});

describe('paginationOf', () => {
  const cases: [string, { operationId: string; want: Pagination | undefined }][] = [
    ['not a list', { operationId: 'walletOp', want: undefined }],
    [
      'shape B with pagination, through $ref and allOf',
      {
        operationId: 'checkoutList',
        want: {
          pageParameter: 'pageNumber',
          pageType: 'string',
          items: ['data'],
          next: { kind: 'hasNextPage', at: ['pagination'] },
        },
      },
    ],
    [
      'a page object with currentPage and totalPages',
      {
        operationId: 'history',
        want: {
          pageParameter: 'pageNumber',
          pageType: 'number',
          items: ['data', 'entries'],
          next: { kind: 'totalPages', at: ['data'] },
        },
      },
    ],
  ];
  test.each(cases)('%s', (_, { operationId, want }) => {
    const operation = readOperations(document).find((o) => o.operationId === operationId)!;
    expect(paginationOf(document, operation)).toEqual(want);
  });

  test('finds every list of the spec that takes a page number', () => {
    const bundle = loadBundle();
    const operations = readOperations(bundle);
    const paginated = operations.filter((o) => paginationOf(bundle, o) !== undefined).map((o) => o.operationId);
    expect(paginated).toEqual(
      operations
        .filter((o) => o.parameters.some((p) => p.in === 'query' && p.name === 'pageNumber'))
        .map((o) => o.operationId),
    );
  });
});
