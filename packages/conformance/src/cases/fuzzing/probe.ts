import type { OperationEntry } from '@waas/spec/pairs';
import type { RunContext } from '../../core/context.js';
import { keyFor } from '../../core/keys.js';
import { pairRequest } from '../../core/request.js';
import { SchemaBook } from '../../core/schema-book.js';
import { judge } from '../../checks/judge.js';
import { jsonOf } from '../../core/json.js';
import type { Case, CheckResult, Exchange, HttpRequest, HttpResponse } from '../../core/model.js';
import { referenceMint } from '../../core/bindings/bindings.js';
import { MINTED_INPUTS } from '../../core/bindings/example-bindings.js';
import { balancesOf, walletRead } from '../../core/wallet-balances.js';
import type { Input } from './inputs.js';
import { refusedPostingNotRecorded, refusedWritesMovedNothing } from '../../checks/balance.js';
import { serverErrorToValidValue, valuesAnswered } from '../../checks/status.js';

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
 * must get a documented answer, never a 5xx. On a live target a refused write must have moved nothing: a posting
 * proves it by its own reference, which the transfer status does not know (or knows as Failed); a write that acts on
 * the wallet without a reference reads the wallet before and after, and so runs alone (`needsWallet`).
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
  const lookup =
    context.kind === 'live' && operation.method !== 'get' ? statusLookup(context, item.request) : undefined;
  const read =
    context.kind === 'live' && operation.method !== 'get' && !lookup && actsOnWallet(context, item.request)
      ? walletRead(context)
      : undefined;
  const mint = referenceMint();
  const factory = (exchange: Exchange): Probe => {
    let before: Promise<string | undefined> | undefined;
    let accepted = false;
    const send = async (request: HttpRequest, input?: Input) => {
      before ??= read ? exchange(read).then((answer) => balancesOf(answer.text)) : Promise.resolve(undefined);
      await before;
      // A posting of its own: a valid value posts once, and a refused one can be looked up by its reference.
      // When the reference itself is the value varied, there is no reference of ours to look up.
      const own = lookup !== undefined && input?.name !== lookup.input;
      const sent = own ? withReference(request, lookup.input, mint()) : request;
      const answer = await exchange(sent);
      if (answer.status < 300) accepted = true;
      return { sent, answer, own };
    };
    const checksOf = (answer: HttpResponse, isValid: boolean, request: HttpRequest): CheckResult[] => {
      const expect = isValid
        ? {
            status: answer.status < 500 ? answer.status : 200,
            envelope: answer.status >= 400 ? ('error' as const) : {},
            contentType: 'application/json',
          }
        : item.expect;
      // A server error to a valid value is said once, below, not also as a status other than the one guessed here.
      const checks = judge(context, { ...item, request, expect }, answer).filter(
        (c) => c.name !== 'values' && !(isValid && answer.status >= 500 && c.name === 'status'),
      );
      if (isValid && answer.status >= 500) checks.unshift(serverErrorToValidValue(answer.status));
      return checks;
    };
    const posted = async ({
      sent,
      answer,
      own,
    }: {
      sent: HttpRequest;
      answer: HttpResponse;
      own: boolean;
    }): Promise<CheckResult[]> => {
      if (!lookup || !own || answer.status < 400) return [];
      const reference = (jsonOf(sent.body ?? '') as Record<string, unknown> | undefined)?.[lookup.input];
      if (typeof reference !== 'string') return [];
      const status = await exchange(lookup.request(reference));
      const state = (jsonOf(status.text) as { data?: { status?: unknown } } | undefined)?.data?.status;
      return [refusedPostingNotRecorded(reference, status.status, state)];
    };
    const moved = async (): Promise<CheckResult[]> => {
      if (!read || accepted) return [];
      const [was, now] = [await before, balancesOf((await exchange(read)).text)];
      return [refusedWritesMovedNothing(was, now)];
    };
    return {
      async sample(request, input, value) {
        const outcome = await send(request, input);
        const checks = [...checksOf(outcome.answer, valid(input, value), outcome.sent), ...(await posted(outcome))];
        return { ok: checks.every((c) => c.outcome !== 'failed') };
      },
      async once(request, isValid, shrunk) {
        const validity = isValid ?? (shrunk ? valid(shrunk.input, shrunk.value) : false);
        const outcome = await send(request, shrunk?.input);
        const checks = [...checksOf(outcome.answer, validity, outcome.sent), ...(await posted(outcome))];
        const note =
          shrunk &&
          `shrunk in ${shrunk.shrinks} steps (seed ${shrunk.seed}) to ${shrunk.input.in} ${shrunk.input.name} = ` +
            `${JSON.stringify(shrunk.value)?.slice(0, 120)}, which the spec calls ${validity ? 'valid' : 'invalid'}`;
        const out = note
          ? checks.map((c) =>
              c.outcome === 'failed' ? { ...c, message: `${c.message ?? `${c.name} failed`}; ${note}` } : c,
            )
          : checks;
        return [...out, ...(await moved())];
      },
      async summary(samples) {
        return [valuesAnswered(samples), ...(await moved())];
      },
    };
  };
  return Object.assign(factory, { needsWallet: read !== undefined });
}

/** Whether a request carries one of the wallet's own values (its account number): it acts on that wallet. */
const actsOnWallet = (context: RunContext, request: HttpRequest) =>
  [...context.wallet].some(
    (value) => request.url.includes(value) || (request.body ?? '').includes(JSON.stringify(value)),
  );

/** For a write that names its own reference: the read that finds a reference again (the transfer status). */
function statusLookup(
  context: RunContext,
  request: HttpRequest,
): { input: string; request: (reference: string) => HttpRequest } | undefined {
  const body = jsonOf(request.body ?? '') as Record<string, unknown> | undefined;
  const input = MINTED_INPUTS.find((name) => typeof body?.[name] === 'string');
  const pair =
    input &&
    context.pairs.find(
      (p) => p.method === 'get' && p.status === 200 && p.scenario === undefined && input in p.request.pathParams,
    );
  const key = keyFor(context, undefined);
  if (!input || !pair || !('apiKey' in key) || key.apiKey === undefined) return undefined;
  const apiKey = key.apiKey;
  return {
    input,
    request: (reference) =>
      pairRequest(
        { ...pair, request: { ...pair.request, pathParams: { ...pair.request.pathParams, [input]: reference } } },
        context.profile,
        new Map(),
        { apiKey },
      ),
  };
}

/** The request under a new reference; a body that is not a JSON object (malformed on purpose) is sent as it is. */
function withReference(request: HttpRequest, input: string, reference: string): HttpRequest {
  const body = jsonOf(request.body ?? '');
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? { ...request, body: JSON.stringify({ ...body, [input]: reference }) }
    : request;
}
