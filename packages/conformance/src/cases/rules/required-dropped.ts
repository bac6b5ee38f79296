import type { ExamplePair, OperationEntry } from '@waas/spec/pairs';
import type { Case } from '../../core/model.js';
import { whyNotApplicable } from '../../core/applicable.js';
import { basePair } from '../../core/base-pair.js';
import { bodySchema, tagsOf, type RunContext } from '../../core/context.js';
import { keyFor } from '../../core/keys.js';
import { pairRequest } from '../../core/request.js';

/**
 * Each required query or header parameter, each required body field and a required body itself, left out of an
 * otherwise valid request: the answer is a 4xx error envelope, never a 5xx. Path parameters are not dropped: without
 * one the request names another path.
 */
export function requiredDroppedCases(context: RunContext): Case[] {
  return context.operations.flatMap((operation) => {
    const pair = basePair(context, operation);
    if (!pair) return [];
    return drops(context, operation, pair).map(([input, without]) => dropCase(context, operation, without, input));
  });
}

type Drop = [input: string, pair: ExamplePair];

function drops(context: RunContext, operation: OperationEntry, pair: ExamplePair): Drop[] {
  const out: Drop[] = [];
  const request = pair.request;
  for (const parameter of operation.parameters) {
    if (!parameter.required || parameter.name.toLowerCase() === 'x-api-key') continue;
    if (parameter.in === 'query' && parameter.name in request.query) {
      const { [parameter.name]: _, ...query } = request.query;
      out.push([`query parameter ${parameter.name}`, { ...pair, request: { ...request, query } }]);
    }
    if (parameter.in === 'header' && parameter.name in request.headers) {
      const { [parameter.name]: _, ...headers } = request.headers;
      out.push([`header ${parameter.name}`, { ...pair, request: { ...request, headers } }]);
    }
  }
  if (operation.body?.required && 'body' in request) {
    const { body: _, ...withoutBody } = request;
    out.push(['body', { ...pair, request: withoutBody }]);
    const schema = bodySchema(context, operation);
    const body = request.body;
    if (schema && body !== null && typeof body === 'object' && !Array.isArray(body)) {
      for (const field of context.book.requiredProperties(schema)) {
        if (!(field in body)) continue;
        const { [field]: _, ...rest } = body as Record<string, unknown>;
        out.push([`body field ${field}`, { ...pair, request: { ...request, body: rest } }]);
      }
    }
  }
  return out;
}

function dropCase(context: RunContext, operation: OperationEntry, pair: ExamplePair, input: string): Case {
  const key = keyFor(context, undefined);
  const invalid = context.pairs.find(
    (p) => p.operationId === operation.operationId && p.status >= 400 && p.status < 500,
  );
  const result: Case = {
    id: `${operation.operationId} without ${input}`,
    kind: 'requiredDropped',
    operationId: operation.operationId,
    tags: tagsOf(context, operation),
    at: operation.at,
    // No Prefer: on the mock, Prism's own request validation answers, which is what is being checked.
    request: pairRequest(
      pair,
      context.profile,
      context.bindings,
      'apiKey' in key && key.apiKey !== undefined ? { apiKey: key.apiKey } : {},
    ),
    expect: { status: '4xx', envelope: 'error', contentType: invalid?.response.contentType ?? 'application/json' },
  };
  const why = 'notApplicable' in key ? key.notApplicable : whyNotApplicable(context, operation);
  if (why !== undefined) result.notApplicable = why;
  return result;
}
