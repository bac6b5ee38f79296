import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { HttpMethod, OpenApiDocument } from '@waas/spec/pairs';
import { withDecimalMultipleOf } from '@waas/spec/decimal-multiple';
import { dereference } from '@waas/spec/document';
import { documentOperations, jsonResponseExamples, type DocumentOperation } from './operations.js';
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

/** An operation of a document, ready to be registered: its route, its validators and its documented answers. */
export interface Binding {
  operationId: string;
  method: HttpMethod;
  /** Fastify's form of the path: `{walletId}` becomes `:walletId`. */
  url: string;
  /** `x-admin-only: true` on the operation (the bundle's; the control document has none). */
  adminOnly: boolean;
  /** Whether the operation has a request body; a body sent to one that has none is ignored. */
  takesBody: boolean;
  /** Validates (and, for parameters, coerces and fills defaults in) the request in place; empty when it is valid. */
  violations(request: RequestParts): Violation[];
  /**
   * The operation's answer named like its response example, or a shared one; throws for a name it does not document.
   */
  answer(name: string): Answer;
  /**
   * The first 400 example: the generic invalid-request answer of the operation (the bundle guarantees the order),
   * or the document's own when the operation has none (`BindOptions.invalidRequest`).
   */
  invalidRequest: Answer;
  /** The first success example (else the first example): what an operation not implemented yet answers. */
  firstExample: Answer | undefined;
  /** The operation's error examples (status 400 and up), shared ones included, in the document's order. */
  errors: Answer[];
  /** Response schemas by status, dereferenced, for Fastify's serializer. */
  responseSchemas: Record<string, unknown>;
}

/** What a document gives every operation besides its own examples. */
export interface BindOptions {
  /** The refusal of an invalid request to an operation that documents no 400 example. */
  invalidRequest: Answer;
  /** Answers any operation may give, by name, after its own examples (the bundle's shared responses). */
  shared?: Readonly<Record<string, Answer>>;
}

/**
 * A validator compiled when first asked for. Compiling every operation's schemas (the API's and the control API's)
 * made each start pay for operations a short session may never call; the first request of an operation pays for its
 * own instead. The tests call every operation (the example pairs, the control API's tests), so a schema Ajv refuses
 * still fails a test before it fails a caller.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): () => ValidateFunction {
  let compiled: ValidateFunction | undefined;
  return () => (compiled ??= compile());
}

function newAjv(coerce: boolean): Ajv2020 {
  // multipleOf read in decimal, as the spec asks (Amount's description): a plain Ajv refuses `0.07` as cents.
  // validateSchema off: checking each schema against JSON Schema's meta-schema first compiles the meta-schema, on the
  // first request after a start; the spec's schemas are linted where they are written (spec/).
  const ajv = withDecimalMultipleOf(
    new Ajv2020({
      strict: false,
      allErrors: false,
      allowUnionTypes: true,
      coerceTypes: coerce,
      useDefaults: coerce,
      validateSchema: false,
    }),
  );
  formats.default(ajv);
  return ajv;
}

/**
 * Every operation of an OpenAPI document (the bundle of the API, the control document), bound the same way: path
 * and query parameters validated with coercion and defaults, the JSON body without, strings PostgreSQL cannot store
 * refused, answers read from the response examples.
 */
export function bindOperations(document: OpenApiDocument, options: BindOptions): Binding[] {
  const ajv = { query: newAjv(true), body: newAjv(false) };
  return documentOperations(document).map((operation) => bind(document, operation, ajv, options));
}

function bind(
  document: OpenApiDocument,
  operation: DocumentOperation,
  ajv: { query: Ajv2020; body: Ajv2020 },
  options: BindOptions,
): Binding {
  const parameterSchema = (location: 'path' | 'query') => {
    const parameters = operation.parameters.filter((p) => p.in === location);
    return compiledOnFirstUse(() =>
      ajv.query.compile({
        type: 'object',
        properties: Object.fromEntries(
          parameters.map((p) => [p.name, dereference(document, (p as { schema?: unknown }).schema ?? {})]),
        ),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      }),
    );
  };
  const params = parameterSchema('path');
  const querystring = parameterSchema('query');
  const bodySchema = operation.requestBody?.schema;
  const validBody =
    bodySchema === undefined
      ? undefined
      : compiledOnFirstUse(() => ajv.body.compile(dereference(document, bodySchema) as object));

  const answers = new Map<string, Answer>();
  for (const [status, name, value] of jsonResponseExamples(document, operation)) {
    if (!answers.has(name)) answers.set(name, { status: Number(status), body: value });
  }
  const invalidRequest = [...answers.values()].find((a) => a.status === 400) ?? options.invalidRequest;
  const shared = options.shared ?? {};
  const responseSchemas = Object.fromEntries(
    Object.entries(operation.responses).flatMap(([status, response]) => {
      const schema = (response.content as Record<string, { schema?: unknown }> | undefined)?.['application/json']
        ?.schema;
      return schema === undefined ? [] : [[status, dereference(document, schema)]];
    }),
  );

  return {
    operationId: operation.operationId,
    method: operation.method,
    url: operation.path.replace(/\{([^}]+)\}/g, ':$1'),
    adminOnly: operation.node['x-admin-only'] === true,
    takesBody: validBody !== undefined,
    violations(request) {
      const validParams = params();
      if (!validParams(request.params)) return violationsOf('params', validParams.errors);
      const validQuery = querystring();
      if (!validQuery(request.query)) return violationsOf('query', validQuery.errors);
      const unstorable = [...unstorableStrings('params', request.params), ...unstorableStrings('query', request.query)];
      if (unstorable.length > 0 || validBody === undefined) return unstorable;
      if (request.body === undefined)
        return operation.requestBody?.required === true
          ? [{ in: 'body', pointer: '', message: 'a JSON body is required' }]
          : [];
      const valid = validBody();
      if (!valid(request.body)) return violationsOf('body', valid.errors);
      return unstorableStrings('body', request.body);
    },
    answer(name) {
      const found = answers.get(name) ?? (Object.hasOwn(shared, name) ? shared[name] : undefined);
      if (!found) throw new Error(`${operation.operationId} documents no answer named ${name}`);
      return found;
    },
    invalidRequest,
    firstExample: [...answers.values()].find((a) => a.status >= 200 && a.status < 300) ?? [...answers.values()][0],
    errors: [...answers.values()].filter((a) => a.status >= 400),
    responseSchemas,
  };
}
