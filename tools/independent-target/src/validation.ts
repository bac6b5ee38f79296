import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { withDecimalMultipleOf } from '@waas/spec/decimal-multiple';
import { dereference, nodeAt, resolve } from '@waas/spec/document';
import { readOperations, type OpenApiDocument } from '@waas/spec/pairs';

// ajv-formats ships CommonJS; under NodeNext its default export is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** A body that is not JSON: the operation answers its invalid-request envelope for it. */
export const MALFORMED = Symbol('malformed body');

export interface RawRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  /** Undefined when no body was sent. */
  body: unknown;
}

export interface ValidRequest {
  path: Record<string, string>;
  /** Coerced to the parameters' types, with their defaults filled in. */
  query: Record<string, unknown>;
  body: unknown;
}

/** The request when it matches the operation's parameters and body schema, undefined when not. */
export type RequestCheck = (raw: RawRequest) => ValidRequest | undefined;

interface ParameterNode {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

/**
 * `coerce`: read values as a query string carries them, defaults filled in; `allErrors`: every problem, for a report.
 */
export function newAjv(coerce: boolean, allErrors = false): Ajv2020 {
  // strict off: the spec's schemas carry keywords JSON Schema does not know (x-provisional, example).
  // multipleOf read in decimal, as the spec asks (Amount's description): a plain Ajv refuses `0.07` as cents.
  const ajv = withDecimalMultipleOf(
    new Ajv2020({ strict: false, allErrors, coerceTypes: coerce, useDefaults: coerce }),
  );
  addFormats(ajv);
  return ajv;
}

/** One check per operationId, from the parameter and requestBody schemas of the bundle. */
export function requestChecks(document: OpenApiDocument): Map<string, RequestCheck> {
  // Parameters arrive as text and are coerced to their schema's type; a body is JSON and must already have the right
  // types.
  const parameters = newAjv(true);
  const bodies = newAjv(false);
  return new Map(
    readOperations(document).map((operation) => {
      const declared = operation.parameters as ParameterNode[];
      const compileParameters = (location: 'path' | 'query'): ValidateFunction => {
        const own = declared.filter((p) => p.in === location);
        return parameters.compile({
          type: 'object',
          properties: Object.fromEntries(own.map((p) => [p.name, dereference(document, p.schema ?? {})])),
          required: own.filter((p) => p.required).map((p) => p.name),
        });
      };
      const path = compileParameters('path');
      const query = compileParameters('query');
      const node = nodeAt(document, operation.at) as { requestBody?: unknown };
      const requestBody =
        node.requestBody === undefined
          ? undefined
          : resolve<{ required?: boolean; content?: Record<string, { schema?: unknown }> }>(document, node.requestBody);
      const schema = requestBody?.content?.['application/json']?.schema;
      const body = schema === undefined ? undefined : bodies.compile(dereference(document, schema) as object);
      const check: RequestCheck = (raw) => {
        const request = {
          path: { ...raw.path },
          query: { ...raw.query } as Record<string, unknown>,
          body: body ? raw.body : undefined,
        };
        if (!path(request.path) || !query(request.query)) return undefined;
        if (!body) return request;
        if (request.body === MALFORMED) return undefined;
        if (request.body === undefined) return requestBody?.required ? undefined : request;
        return body(request.body) ? request : undefined;
      };
      return [operation.operationId, check] as const;
    }),
  );
}
