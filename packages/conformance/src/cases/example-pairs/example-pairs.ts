import type { ExamplePair, OperationEntry } from '@waas/spec/pairs';
import { envelopeOf } from '../../checks/envelope.js';
import type { Case } from '../../core/model.js';
import { whyNotApplicable, whyUnbound } from '../../core/applicable.js';
import { amountMaximumMinor, exampleAt, tagsOf, type RunContext } from '../../core/context.js';
import { keyFor } from '../../core/keys.js';
import { bind } from '../../core/bindings/bindings.js';
import { determinedValues } from '../../checks/determined.js';
import { pairRequest, type RequestParts } from '../../core/request.js';
import { judge } from '../../checks/judge.js';
import { BEYOND_FUNDS_PAIR, beyondFunds } from './beyond-funds.js';
import { walletRead } from '../../core/wallet-balances.js';
import { refusalUnprovokable } from '../../checks/status.js';

/** One case per example pair: the pair's request, and its response as the expectation. */
export function examplePairCases(context: RunContext): Case[] {
  return context.pairs.map((pair) => {
    const operation = context.operations.find((o) => o.operationId === pair.operationId)!;
    return pairCase(context, operation, pair);
  });
}

function pairCase(context: RunContext, operation: OperationEntry, pair: ExamplePair): Case {
  const key = keyFor(context, pair.scenario);
  const parts: RequestParts = 'apiKey' in key && key.apiKey !== undefined ? { apiKey: key.apiKey } : {};
  let notApplicable = 'notApplicable' in key ? key.notApplicable : whyNotApplicable(context, operation);
  if (context.kind === 'mock') {
    // Prism picks the response by Prefer; a live target never gets the header.
    parts.prefer = `code=${pair.status}, example=${pair.name}`;
  } else if (pair.scenario === 'serverFault') {
    const fault = context.profile.capabilities.serverFault;
    if (fault) {
      if (fault.headers) parts.extraHeaders = fault.headers;
      if (fault.query) parts.extraQuery = fault.query;
    } else {
      notApplicable ??= 'a server fault cannot be provoked on this target (capabilities.serverFault)';
    }
  }
  if (context.kind === 'live') notApplicable ??= whyUnbound(context, pair);
  const expected = bind(pair.response.body, context.bindings);
  const result: Case = {
    id: `${pair.operationId} ${pair.status} ${pair.name}`,
    kind: 'examplePair',
    operationId: pair.operationId,
    tags: tagsOf(context, operation),
    at: operation.at,
    request: pairRequest(pair, context.profile, context.bindings, parts),
    expect: {
      status: pair.status,
      envelope: envelopeOf(expected),
      contentType: pair.response.contentType,
      body: expected,
    },
    example: exampleAt(context, pair),
  };
  if (context.mode === 'determined') result.expect.determined = determinedValues(pair, context.bindings);
  if (notApplicable !== undefined) result.notApplicable = notApplicable;
  const restsOn = context.restsOn.get(pair);
  if (restsOn) result.restsOn = restsOn;
  const read =
    context.kind === 'live' &&
    pair.operationId === BEYOND_FUNDS_PAIR.operationId &&
    pair.name === BEYOND_FUNDS_PAIR.name
      ? walletRead(context, { examplesAreTargets: true })
      : undefined;
  if (read) {
    const maximumMinor = amountMaximumMinor(context, operation);
    result.execute = async (exchange) => {
      const raised = beyondFunds(result.request, (await exchange(read)).text, maximumMinor);
      if (raised === 'unprovokable') return [refusalUnprovokable];
      const request = raised ?? result.request;
      return judge(context, { ...result, request }, await exchange(request));
    };
  }
  return result;
}
