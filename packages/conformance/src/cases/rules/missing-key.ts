import { envelopeOf } from '../../checks/envelope.js';
import type { Case } from '../../core/model.js';
import { whyNotApplicable } from '../../core/applicable.js';
import { basePair } from '../../core/base-pair.js';
import { exampleAt, tagsOf, type RunContext } from '../../core/context.js';
import { pairRequest } from '../../core/request.js';

/**
 * No x-api-key → the 401 envelope, on every operation. Operations whose examples already include a missingApiKey
 * pair are covered by it; the others get this case, expecting the envelope the spec documents elsewhere.
 */
export function missingKeyCases(context: RunContext): Case[] {
  const template = context.pairs.find((p) => p.scenario === 'missingApiKey');
  if (!template) return [];
  return context.operations.flatMap((operation) => {
    if (context.pairs.some((p) => p.operationId === operation.operationId && p.scenario === 'missingApiKey')) return [];
    const pair = basePair(context, operation);
    if (!pair) return [];
    const result: Case = {
      id: `${operation.operationId} without x-api-key`,
      kind: 'missingApiKey',
      operationId: operation.operationId,
      tags: tagsOf(context, operation),
      at: operation.at,
      request: pairRequest(pair, context.profile, context.bindings, {}),
      expect: {
        status: template.status,
        envelope: envelopeOf(template.response.body),
        contentType: template.response.contentType,
        body: template.response.body,
      },
      example: exampleAt(context, template),
    };
    const why = whyNotApplicable(context, operation);
    if (why !== undefined) result.notApplicable = why;
    return [result];
  });
}
