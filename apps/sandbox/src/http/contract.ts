import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { readOperations, responseExamples, type HttpMethod, type OpenApiDocument, type OperationEntry } from '@waas/spec/pairs';
import { withDecimalMultipleOf } from '@waas/spec/decimal-multiple';
import { dereference, nodeAt, resolve } from '@waas/spec/document';
import { unstorableStrings, violationsOf, type Violation } from './violations.js';

/** A documented answer: the HTTP status and body of one response example. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** An operation of the bundle, ready to be registered: its route, its validators and its documented answers. */
export interface Binding {
  operationId: string;
  method: HttpMethod;
  /** Fastify's form of the path: `{walletId}` becomes `:walletId`. */
  url: string;
  adminOnly: boolean;
  /** Whether the operation has a request body; a body sent to one that has none is ignored. */
  takesBody: boolean;
  /** Validates (and, for parameters, coerces and fills defaults in) the request in place; empty when it is valid. */
  violations(request: RequestParts): Violation[];
  /** The operation's answer named like its response example; throws for a name the operation does not document. */
  answer(name: string): Answer;
  /** The first 400 example: the generic invalid-request answer of the operation (the spec guarantees the order). */
  invalidRequest: Answer;
  /** Response schemas by status, dereferenced, for Fastify's serializer. */
  responseSchemas: Record<string, unknown>;
}

/** Answers every operation shares, read from the bundle's shared responses. */
export interface SharedAnswers {
  missingApiKey: Answer;
  unauthorizedAccess: Answer;
  unexpectedError: Answer;
  /** The generic invalid request in shape A, for a request that cannot be tied to an operation. */
  invalidRequest: Answer;
  /** A path or method the spec does not have: 404 in shape A, the sandbox's own choice. */
  routeNotFound: Answer;
}

/**
 * A validator compiled when first asked for. Compiling every operation's schemas took about 130 ms of each start
 * (the API's) and 100 ms (the control API's), for operations a short session may never call; the first request of
 * an operation pays for its own few milliseconds instead. The tests call every operation (the example pairs, the
 * control API's tests), so a schema Ajv refuses still fails a test before it fails a caller.
 */
export function compiledOnFirstUse(compile: () => ValidateFunction): () => ValidateFunction {
  let compiled: ValidateFunction | undefined;
  return () => (compiled ??= compile());
}

function newAjv(coerce: boolean): Ajv2020 {
  // multipleOf read in decimal, as the spec asks (Amount's description): a plain Ajv refuses `0.07` as cents.
  const ajv = withDecimalMultipleOf(new Ajv2020({ strict: false, allErrors: false, allowUnionTypes: true, coerceTypes: coerce, useDefaults: coerce }));
  formats.default(ajv);
  return ajv;
}

export function sharedAnswers(document: OpenApiDocument): SharedAnswers {
  const example = (response: string, name: string): Answer => {
    const node = resolve<{ content: Record<string, { examples: Record<string, unknown> }> }>(document, { $ref: `#/components/responses/${response}` });
    const value = resolve<{ value: { code: string } }>(document, node.content['application/json']!.examples[name]).value;
    return { status: Number(value.code), body: value };
  };
  return {
    missingApiKey: example('Unauthorized', 'missingApiKey'),
    unauthorizedAccess: example('Unauthorized', 'unauthorizedAccess'),
    unexpectedError: example('UnexpectedError', 'unexpectedError'),
    invalidRequest: { status: 400, body: resolve<{ value: unknown }>(document, { $ref: '#/components/examples/InvalidRequestA' }).value },
    routeNotFound: { status: 404, body: { code: '404', success: false, message: 'Resource not found', data: null } },
  };
}

export function bindOperations(document: OpenApiDocument): Binding[] {
  const query = newAjv(true);
  const body = newAjv(false);
  const shared = sharedAnswers(document);
  return readOperations(document).map((operation) => bind(document, operation, { query, body }, shared));
}

function bind(document: OpenApiDocument, operation: OperationEntry, ajv: { query: Ajv2020; body: Ajv2020 }, shared: SharedAnswers): Binding {
  const node = nodeAt(document, operation.at) as Record<string, unknown>;
  const parameterSchema = (location: 'path' | 'query') => {
    const parameters = operation.parameters.filter((p) => p.in === location);
    return compiledOnFirstUse(() =>
      ajv.query.compile({
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, dereference(document, (p as { schema?: unknown }).schema ?? {})])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      }),
    );
  };
  const params = parameterSchema('path');
  const querystring = parameterSchema('query');
  const requestBody = node.requestBody ? resolve<{ required?: boolean; content?: Record<string, { schema?: unknown }> }>(document, node.requestBody) : undefined;
  const bodySchema = requestBody?.content?.['application/json']?.schema;
  const validBody = bodySchema === undefined ? undefined : compiledOnFirstUse(() => ajv.body.compile(dereference(document, bodySchema) as object));

  const answers = new Map<string, Answer>();
  for (const [status, , name, example] of responseExamples(document, operation)) {
    if (!answers.has(name)) answers.set(name, { status: Number(status), body: example.value });
  }
  const invalidRequest = [...answers.values()].find((a) => a.status === 400) ?? shared.unexpectedError;
  const responseSchemas = Object.fromEntries(
    Object.entries(operation.responses).flatMap(([status, response]) => {
      const schema = (response.content as Record<string, { schema?: unknown }> | undefined)?.['application/json']?.schema;
      return schema === undefined ? [] : [[status, dereference(document, schema)]];
    }),
  );

  return {
    operationId: operation.operationId,
    method: operation.method,
    url: operation.path.replace(/\{([^}]+)\}/g, ':$1'),
    adminOnly: node['x-admin-only'] === true,
    takesBody: validBody !== undefined,
    violations(request) {
      const validParams = params();
      if (!validParams(request.params)) return violationsOf('params', validParams.errors);
      const validQuery = querystring();
      if (!validQuery(request.query)) return violationsOf('query', validQuery.errors);
      const unstorable = [...unstorableStrings('params', request.params), ...unstorableStrings('query', request.query)];
      if (unstorable.length > 0 || validBody === undefined) return unstorable;
      if (request.body === undefined) return requestBody?.required === true ? [{ in: 'body', pointer: '', message: 'a JSON body is required' }] : [];
      const valid = validBody();
      if (!valid(request.body)) return violationsOf('body', valid.errors);
      return unstorableStrings('body', request.body);
    },
    answer(name) {
      const found = answers.get(name) ?? (name in shared ? shared[name as keyof SharedAnswers] : undefined);
      if (!found) throw new Error(`${operation.operationId} documents no answer named ${name}`);
      return found;
    },
    invalidRequest,
    responseSchemas,
  };
}
