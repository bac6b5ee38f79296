import type { ExamplePair, OperationEntry } from '@waas/spec/pairs';
import { bind } from '../../core/bindings/bindings.js';
import { bodySchema, type RunContext } from '../../core/context.js';

/** One input of a request that a generated case varies while the rest of the request stays well-formed. */
export interface Input {
  in: 'path' | 'query' | 'header' | 'body';
  name: string;
  schema: object;
  required: boolean;
  /** A path parameter's value in the well-formed request: the segment a varied value replaces. */
  current?: string;
}

/**
 * Every parameter and top-level body field of an operation, with its schema; the key header is left to the auth cases.
 */
export function inputsOf(context: RunContext, operation: OperationEntry, pair: ExamplePair): Input[] {
  const parameters = operation.parameters.flatMap((p): Input[] => {
    const schema = (p as { schema?: object }).schema;
    if (!schema || p.in === 'cookie' || p.name.toLowerCase() === 'x-api-key') return [];
    const input: Input = { in: p.in, name: p.name, schema, required: p.required === true };
    if (p.in === 'path') input.current = String(bind(pair.request.pathParams[p.name], context.bindings));
    return [input];
  });
  const body = bodySchema(context, operation);
  if (!body || pair.request.body === undefined) return parameters;
  const required = new Set(context.book.requiredProperties(body));
  const fields = Object.entries(context.book.propertySchemas(body)).map(
    ([name, schema]): Input => ({ in: 'body', name, schema, required: required.has(name) }),
  );
  return [...parameters, ...fields];
}
