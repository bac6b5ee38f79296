import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, loadBundle, readOperations, responseExamples, type OpenApiDocument } from '@waas/spec/pairs';
import { documentOperations, jsonResponseExamples } from './operations.js';

const bundle = loadBundle();
const controlDocument = parse(
  readFileSync(new URL('../../control/openapi.yaml', import.meta.url), 'utf8'),
) as OpenApiDocument;

/** A document like the control API's: servers without `x-host`, parameters at the path, a body without examples. */
const hostless: OpenApiDocument = {
  openapi: '3.1.0',
  servers: [{ url: 'http://127.0.0.1:4000' }],
  paths: {
    '/things/{thingId}': {
      parameters: [{ $ref: '#/components/parameters/ThingId' }],
      patch: {
        operationId: 'changeThing',
        parameters: [
          { name: 'thingId', in: 'path', required: true, schema: { type: 'string', maxLength: 4 } },
          { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { '200': { $ref: '#/components/responses/Thing' } },
      },
      get: { operationId: 'getThing', responses: { '200': { $ref: '#/components/responses/Thing' } } },
    },
  },
  components: {
    parameters: { ThingId: { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } } },
    responses: {
      Thing: {
        description: 'A thing.',
        content: { 'application/json': { schema: { type: 'object' }, examples: { thing: { value: { id: 'a' } } } } },
      },
    },
  },
};

describe('documentOperations', () => {
  it('reads the bundle as readOperations of @waas/spec does, host aside', () => {
    const want = readOperations(bundle).map(({ operationId, method, path, at, parameters, responses }) => ({
      operationId,
      method,
      path,
      at,
      parameters,
      responses,
    }));
    const got = documentOperations(bundle).map(({ operationId, method, path, at, parameters, responses }) => ({
      operationId,
      method,
      path,
      at,
      parameters,
      responses,
    }));
    expect(got).toEqual(want);
  });

  it("finds the bundle's response examples as @waas/spec does", () => {
    const want = readOperations(bundle).map((operation) =>
      responseExamples(bundle, operation).map(([status, , name, example]) => [status, name, example.value]),
    );
    expect(documentOperations(bundle).map((operation) => jsonResponseExamples(bundle, operation))).toEqual(want);
  });

  it.each([
    {
      given: 'the control document',
      document: controlDocument,
      want: { first: 'post reset', last: 'post reactivateCheckoutWallet' },
    },
    {
      given: 'a small document without x-host',
      document: hostless,
      want: { first: 'get getThing', last: 'patch changeThing' },
    },
  ])('reads $given, whose servers name no host, where readOperations throws', ({ document, want }) => {
    expect(() => readOperations(document)).toThrow(/its servers have x-host undefined/);
    const read = documentOperations(document).map((o) => `${o.method} ${o.operationId}`);
    // One operation per method under each path, counted from the document itself.
    const count = Object.values(document.paths ?? {}).flatMap((item) =>
      HTTP_METHODS.filter((method) => item[method] !== undefined),
    ).length;
    expect({ first: read[0], last: read.at(-1), count: read.length }).toEqual({ ...want, count });
  });

  it.each([
    {
      given: 'a path-level parameter the operation overrides, a query parameter and a body',
      operationId: 'changeThing',
      want: {
        parameters: [
          { name: 'thingId', in: 'path', required: true, schema: { type: 'string', maxLength: 4 } },
          { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
        ],
        requestBody: { required: true, schema: { type: 'object' } },
        examples: [['200', 'thing', { id: 'a' }]],
      },
    },
    {
      given: 'only the path-level parameter and no body',
      operationId: 'getThing',
      want: {
        parameters: [{ name: 'thingId', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: undefined,
        examples: [['200', 'thing', { id: 'a' }]],
      },
    },
  ])('reads $given', ({ operationId, want }) => {
    const operation = documentOperations(hostless).find((o) => o.operationId === operationId)!;
    expect({
      parameters: operation.parameters,
      requestBody: operation.requestBody,
      examples: jsonResponseExamples(hostless, operation),
    }).toEqual(want);
  });
});
