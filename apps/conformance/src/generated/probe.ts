import type { OperationEntry } from '@waas/spec/pairs';
import { bind } from '../bindings/bindings.js';
import type { RunContext } from '../cases/context.js';
import { keyFor } from '../cases/keys.js';
import { pairRequest } from '../cases/request.js';
import { SchemaBook } from '../checks/schema.js';
import { judge } from '../judge.js';
import { jsonOf } from '../json.js';
import type { Case, CheckResult, Exchange, HttpRequest, HttpResponse } from '../model.js';
import type { Input } from './inputs.js';

export interface Shrunk {
  input: Input;
  value: unknown;
  shrinks: number;
  seed: number;
}

/** Sends varied requests of one case and judges each: the spec says which values are invalid. */
export interface Probe {
  /** One generated value: whether its answer is the one the spec calls for. */
  sample(request: HttpRequest, input: Input, value: unknown): Promise<{ ok: boolean }>;
  /** The checks of one request, sent for the report: a whole-body case, or the shrunk failure of a varied one. */
  once(request: HttpRequest, valid?: boolean, shrunk?: Shrunk): Promise<CheckResult[]>;
  /** The checks of a case whose every value was answered right. */
  summary(samples: number): Promise<CheckResult[]>;
}

const coercing = new WeakMap<object, SchemaBook>();
const wrappers = new WeakMap<object, object>();

/**
 * A value the schema rejects must get a 4xx in the documented error envelope; a value it accepts, however hostile,
 * must get a documented answer, never a 5xx. On a live target, a write that was refused every time has moved nothing:
 * the wallet is read before and after.
 */
export function probe(context: RunContext, item: Case, operation: OperationEntry) {
  const params = coercing.get(context.document) ?? new SchemaBook(context.document, { coerceTypes: true });
  coercing.set(context.document, params);
  const valid = (input: Input, value: unknown) => {
    if (input.in === 'body') return context.book.validate(input.schema, value).length === 0;
    // `?name=` is how a form leaves an optional field blank: servers read it as not sent.
    if (input.in === 'query' && value === '') return !input.required;
    // Wrapped once per schema: Ajv coerces only inside an object, and compiles once per schema object.
    const wrapped = wrappers.get(input.schema) ?? { type: 'object', properties: { v: input.schema } };
    wrappers.set(input.schema, wrapped);
    return params.validate(wrapped, { v: value }).length === 0;
  };
  const read = walletRead(context, operation);
  return (exchange: Exchange): Probe => {
    let before: Promise<string | undefined> | undefined;
    let accepted = false;
    const send = async (request: HttpRequest) => {
      before ??= read ? exchange(read).then(balancesOf) : Promise.resolve(undefined);
      await before;
      const answer = await exchange(request);
      if (answer.status < 300) accepted = true;
      return answer;
    };
    const checksOf = (answer: HttpResponse, isValid: boolean, request: HttpRequest): CheckResult[] => {
      const expect = isValid ? { status: answer.status < 500 ? answer.status : 200, envelope: answer.status >= 400 ? ('error' as const) : {}, contentType: 'application/json' } : item.expect;
      // A server error to a valid value is said once, below, not also as a status other than the one guessed here.
      const checks = judge(context, { ...item, request, expect }, answer).filter((c) => c.name !== 'values' && !(isValid && answer.status >= 500 && c.name === 'status'));
      if (isValid && answer.status >= 500) checks.unshift({ name: 'status', outcome: 'failed', expected: 'any documented answer but a 5xx (the value is valid)', actual: String(answer.status), message: 'a valid value got a server error' });
      return checks;
    };
    const moved = async (): Promise<CheckResult[]> => {
      if (!read || accepted) return [];
      const [was, now] = [await before, balancesOf(await exchange(read))];
      return was === now ? [{ name: 'balance', outcome: 'passed' }] : [{ name: 'balance', outcome: 'failed', expected: `nothing moved (${was})`, actual: String(now), message: 'a refused write moved the wallet' }];
    };
    return {
      async sample(request, input, value) {
        const answer = await send(request);
        return { ok: checksOf(answer, valid(input, value), request).every((c) => c.outcome !== 'failed') };
      },
      async once(request, isValid, shrunk) {
        const validity = isValid ?? (shrunk ? valid(shrunk.input, shrunk.value) : false);
        const checks = checksOf(await send(request), validity, request);
        const note = shrunk && `shrunk in ${shrunk.shrinks} steps (seed ${shrunk.seed}) to ${shrunk.input.in} ${shrunk.input.name} = ${JSON.stringify(shrunk.value)?.slice(0, 120)}, which the spec calls ${validity ? 'valid' : 'invalid'}`;
        const out = note ? checks.map((c) => (c.outcome === 'failed' ? { ...c, message: `${c.message ?? `${c.name} failed`}; ${note}` } : c)) : checks;
        return [...out, ...(await moved())];
      },
      async summary(samples) {
        return [{ name: 'status', outcome: 'passed', message: `${samples} values, each answered as the spec says` }, ...(await moved())];
      },
    };
  };
}

/** How a live target's wallet is read back around its writes; none on a mock, which keeps no state. */
function walletRead(context: RunContext, operation: OperationEntry): HttpRequest | undefined {
  if (context.kind !== 'live' || operation.method === 'get') return undefined;
  const pair = context.pairs.find((p) => p.operationId === 'getWalletById' && p.status === 200 && p.scenario === undefined);
  const key = keyFor(context, undefined);
  if (!pair || !('apiKey' in key) || key.apiKey === undefined || Object.values(pair.request.pathParams).some((v) => bind(v, context.bindings) === v)) return undefined;
  return pairRequest(pair, context.profile, context.bindings, { apiKey: key.apiKey });
}

const balancesOf = (answer: HttpResponse) => {
  const data = (jsonOf(answer.text) as { data?: { availableBalance?: unknown; ledgerBalance?: unknown } } | undefined)?.data;
  return data ? `available ${String(data.availableBalance)}, ledger ${String(data.ledgerBalance)}` : undefined;
};
