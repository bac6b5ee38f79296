// What a case rests on among the spec's provisional choices: the run's summary tells a target refuting one of them
// from one deviating from the document (run/provisional.ts).
import { nodeAt, resolve, type OpenApiDocument } from '@waas/spec/document';
import type { OperationEntry } from '@waas/spec/pairs';
import type { CheckResult } from './model.js';

/**
 * The provisional choices on an operation's parameters of these names (`x-provisional` on the parameter), as pointers
 * of the bundle: where a check that rests on them locates its failure.
 */
export function parameterChoices(
  document: OpenApiDocument,
  operation: OperationEntry,
  names: readonly string[],
): string[] {
  const written = (nodeAt(document, `${operation.at}/parameters`) ?? []) as unknown[];
  return written.flatMap((node, i) => {
    const parameter = resolve<{ name?: unknown; 'x-provisional'?: unknown }>(document, node);
    return names.includes(String(parameter.name)) && parameter['x-provisional'] !== undefined
      ? [`${operation.at}/parameters/${i}`]
      : [];
  });
}

/**
 * The provisional choices on an operation's responses of these statuses (`x-provisional` on the response, where it is
 * written: the operation's own node, or the component it refers to).
 */
export function responseChoices(
  document: OpenApiDocument,
  operation: OperationEntry,
  statuses: readonly string[],
): string[] {
  return statuses.flatMap((status) => {
    const at = `${operation.at}/responses/${status}`;
    const written = nodeAt(document, at) as { $ref?: unknown; 'x-provisional'?: unknown } | undefined;
    const where = typeof written?.$ref === 'string' ? written.$ref : at;
    return (nodeAt(document, where) as { 'x-provisional'?: unknown } | undefined)?.['x-provisional'] !== undefined
      ? [where]
      : [];
  });
}

/** The provisional choice on an operation's request body, when `rests` and the body carries one. */
export function requestBodyChoices(document: OpenApiDocument, operation: OperationEntry, rests: boolean): string[] {
  const at = `${operation.at}/requestBody`;
  return rests && (nodeAt(document, at) as { 'x-provisional'?: unknown } | undefined)?.['x-provisional'] !== undefined
    ? [at]
    : [];
}

/**
 * A failed check of a step that rests on choices, located at them: the target refutes what we chose. A server error
 * refutes nothing (it would fail whatever was chosen), and a check located already keeps its place.
 */
export function restingOn(check: CheckResult, choices: readonly string[], status: number): CheckResult {
  return check.outcome === 'failed' && choices.length > 0 && status < 500 && !check.at
    ? { ...check, at: [...choices] }
    : check;
}
