import { nodeAt } from '@waas/spec/document';
import type { HttpResponse } from '../../core/model.js';

/**
 * What Arazzo runtime expressions read: the workflow's inputs, earlier steps' outputs, and the current answer. An input
 * given as a function is fixed when a step first reads it: a moment "a second from now" means from that step's request.
 */
export interface Scope {
  inputs: Record<string, unknown>;
  steps: Record<string, { outputs: Record<string, unknown> }>;
  response?: HttpResponse & { body: unknown };
}

/**
 * The value of one runtime expression (`$inputs.x`, `$steps.s.outputs.y`, `$steps.s.outputs.y#/0/id`, `$statusCode`,
 * `$response.body#/a/b`); undefined when it names nothing.
 */
export function evaluate(expression: string, scope: Scope): unknown {
  if (expression === '$statusCode') return scope.response?.status;
  if (expression.startsWith('$inputs.')) return inputOf(scope, expression.slice('$inputs.'.length));
  // An output may be read into with a JSON pointer, as Arazzo 1.0.1 allows: `$steps.find.outputs.splits#/0/id`.
  const step = /^\$steps\.([^.]+)\.outputs\.([^#]+)(#.*)?$/.exec(expression);
  if (step) {
    const output = scope.steps[step[1]!]?.outputs[step[2]!];
    return step[3] === undefined ? output : nodeAt(output, step[3]);
  }
  if (expression === '$response.body') return scope.response?.body;
  if (expression.startsWith('$response.body#'))
    return nodeAt(scope.response?.body, expression.slice('$response.body'.length));
  if (expression.startsWith('$response.header.'))
    return scope.response?.headers[expression.slice('$response.header.'.length).toLowerCase()];
  throw new Error(`runtime expression ${expression} is not supported`);
}

/**
 * A value of a step (a parameter, a payload) with its expressions evaluated: a string that is one expression takes
 * that value, whatever its type; expressions embedded in braces (`'{$inputs.reference}-D'`) are spliced into the text.
 */
export function resolveValue(value: unknown, scope: Scope): unknown {
  if (typeof value === 'string') {
    if (/^\$[A-Za-z]/.test(value)) return evaluate(value, scope);
    return value.replace(/\{(\$[^{}]+)\}/g, (_, expression: string) => String(evaluate(expression, scope)));
  }
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, scope));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, scope)]));
  return value;
}

function inputOf(scope: Scope, name: string): unknown {
  const value = scope.inputs[name];
  return typeof value === 'function' ? (scope.inputs[name] = (value as () => unknown)()) : value;
}
