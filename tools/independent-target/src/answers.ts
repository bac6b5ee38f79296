// The independent target's own reading of what an operation documents for an answer. It does not use the runner's
// SchemaBook: an oracle that shares the judge it is meant to test proves nothing about that judge.
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { dereference } from '@waas/spec/document';
import type { OperationEntry, OpenApiDocument } from '@waas/spec/pairs';
import { newAjv } from './validation.js';

export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

/**
 * Every object closed to what it declares, so a misspelled field is a problem: `unevaluatedProperties` at the object
 * and not inside its allOf branches, which it sees through (a closed branch would refuse its sibling's properties).
 */
function closed(node: unknown, branchOfAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((item) => closed(item));
  if (node === null || typeof node !== 'object') return node;
  const schema = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'allOf') out[key] = (value as unknown[]).map((branch) => closed(branch, true));
    else if (key === 'properties')
      out[key] = Object.fromEntries(
        Object.entries(value as object).map(([name, property]) => [name, closed(property)]),
      );
    else if (key === 'items' || key === 'anyOf') out[key] = closed(value);
    else out[key] = value;
  }
  const object = schema.properties !== undefined || schema.allOf !== undefined;
  const open = schema.additionalProperties !== undefined || schema.patternProperties !== undefined;
  if (object && !open && !branchOfAllOf) out.unevaluatedProperties = false;
  return out;
}

/**
 * Why an answer is not one the operation documents (status, media type, schema, undeclared properties); empty when it
 * is one.
 */
export function answerChecks(
  document: OpenApiDocument,
  operations: readonly OperationEntry[],
): (operationId: string, answer: Answer) => string[] {
  const ajv = newAjv(false, true);
  const compiled = new Map<object, ValidateFunction>();
  return (operationId, answer) => {
    const operation = operations.find((o) => o.operationId === operationId);
    if (!operation) return [`no operation ${operationId} in the bundle`];
    const response = operation.responses[String(answer.status)] ?? operation.responses.default;
    if (!response) return [`status ${answer.status} is not documented`];
    if (!/^application\/json\b/.test(answer.contentType)) return [`content-type ${answer.contentType}`];
    const schema = (response.content as Record<string, { schema?: object }> | undefined)?.['application/json']?.schema;
    if (!schema) return ['the documented response has no schema'];
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(closed(dereference(document, schema)) as object)));
    // A rule stated in two allOf branches fails twice; it is one problem.
    return validate(answer.body) ? [] : [...new Set((validate.errors ?? []).map(problem))];
  };
}

function problem(error: ErrorObject): string {
  const where = error.instancePath || '/';
  if (error.keyword === 'required')
    return `${where} is missing required property ${String(error.params.missingProperty)}`;
  if (error.keyword === 'unevaluatedProperties')
    return `${error.instancePath}/${String(error.params.unevaluatedProperty)} is not declared`;
  return `${where} ${error.message}`;
}
