import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { ExamplePair, OperationEntry } from '@waas/spec/pairs';
import { whyNotApplicable, whyUnbound } from '../../core/applicable.js';
import { basePair } from '../../core/base-pair.js';
import { bodySchema, tagsOf, type RunContext } from '../../core/context.js';
import { keyFor } from '../../core/keys.js';
import { pairRequest } from '../../core/request.js';
import type { Case, HttpRequest } from '../../core/model.js';
import { inputsOf, type Input } from './inputs.js';
import { probe, type Probe } from './probe.js';
import { boundsOf } from './bounds.js';
import { arbitraryOf, kindsFor, onTheWire, SCHEMA_BOUNDS } from './values.js';
import { withValue } from './with-value.js';

export interface GeneratedOptions {
  /** Every case's values follow from it and the case id: a run, or one case of it, replays exactly. */
  seed: number;
  /** Requests to spend on generated values, shared out between the cases (shrinking a failure aside). */
  maxCases: number;
}

// Prism 5 never answers a JSON body it cannot parse: the case would only time out. The mock's own issue tracks it.

/** A whole-body change: the request sent, and the JSON value its body carries (absent when it carries none). */
type BodyChange = (request: HttpRequest) => { request: HttpRequest; json?: unknown };

/** The 2 MB a body is padded with, made once rather than for each operation. */
const PADDING = 'x'.repeat(2 ** 21);

/**
 * A body the change builds as a value: sent as its JSON text, and judged as the value, not parsed back from 2 MB of
 * text.
 */
const asJson = (request: HttpRequest, json: Record<string, unknown>) => ({
  request: { ...request, body: JSON.stringify(json) },
  json,
});

/** Whole-body changes, one of each per operation with a body; the spec decides whether each is still valid. */
const WHOLE_BODY: [string, BodyChange][] = [
  ['an undeclared property', (r) => asJson(r, { ...JSON.parse(r.body!), unexpectedProperty: 'x' })],
  ['malformed JSON', (r) => ({ request: { ...r, body: '{"bad json' } })],
  [
    'wrong media type',
    (r) => ({ request: { ...r, headers: { ...r.headers, 'content-type': 'text/plain' } }, json: JSON.parse(r.body!) }),
  ],
  ['a body of 2 MB', (r) => asJson(r, { ...JSON.parse(r.body!), padding: PADDING })],
];

/**
 * Each input of each operation varied one way at a time from a well-formed request, with fast-check: values the spec
 * rejects must get the documented 4xx envelope, values it accepts anything but a 5xx, and a write refused moves
 * nothing. A failure is shrunk to the smallest value that still fails. On a live target only when the profile allows.
 */
export function generatedCases(context: RunContext, options: GeneratedOptions): Case[] {
  if (options.maxCases <= 0 || !(context.profile.capabilities.generated ?? context.kind === 'mock')) return [];
  const plans = context.operations.flatMap((operation) => {
    const pair = basePair(context, operation);
    if (!pair) return [];
    const properties = inputsOf(context, operation, pair).flatMap((input) => {
      const bounds = boundsOf(context.book, input.schema);
      const kinds = kindsFor(input).map((kind) => ({
        operation,
        pair,
        input,
        kind: kind as string,
        values: arbitraryOf(kind),
      }));
      return bounds ? [...kinds, { operation, pair, input, kind: SCHEMA_BOUNDS, values: bounds }] : kinds;
    });
    return [
      ...properties,
      ...(pair.request.body !== undefined
        ? WHOLE_BODY.map(([name, change]) => ({ operation, pair, name, change }))
        : []),
    ];
  });
  const runs = Math.max(1, Math.floor(options.maxCases / Math.max(1, plans.length)));
  return plans.map((plan) => {
    const base = baseRequest(context, plan.pair);
    const item: Case = {
      id:
        'input' in plan
          ? `${plan.operation.operationId} ${plan.input.in} ${plan.input.name}: ${plan.kind}`
          : `${plan.operation.operationId}: ${plan.name}`,
      kind: 'generated',
      operationId: plan.operation.operationId,
      tags: tagsOf(context, plan.operation),
      at: plan.operation.at,
      request: base,
      expect: { status: '4xx', envelope: 'error', contentType: 'application/json' },
    };
    const checker = probe(context, item, plan.operation);
    // A lane of its own: a value posts under a reference of its own or is refused, so no other case reads what it
    // wrote; in their operation's one lane, the postings' values would be sent one after another, holding up the run.
    if (checker.needsWallet) item.alone = true;
    else item.lane = item.id;
    item.samples = 'input' in plan ? runs : 1;
    item.execute =
      'input' in plan
        ? (exchange) => varied(checker(exchange), base, plan.input, plan.values, seedOf(options.seed, item.id), runs)
        : (exchange) => {
            const changed = plan.change(base);
            return checker(exchange).once(
              changed.request,
              validBody(context, plan.operation, changed.request, changed.json),
            );
          };
    const why = whyNot(context, plan.operation, plan.pair);
    if (why !== undefined) item.notApplicable = why;
    return item;
  });
}

async function varied(
  check: Probe,
  base: HttpRequest,
  input: Input,
  arbitrary: fc.Arbitrary<unknown>,
  seed: number,
  numRuns: number,
) {
  const values = arbitrary.filter((value) => onTheWire(input, value) !== undefined);
  const property = fc.asyncProperty(
    values,
    async (value) => (await check.sample(withValue(base, input, onTheWire(input, value)), input, value)).ok,
  );
  const result = await fc.check(property, { seed, numRuns, interruptAfterTimeLimit: 20_000 });
  if (!result.failed || !result.counterexample) return check.summary(numRuns);
  const [smallest] = result.counterexample;
  // The shrunk value is sent once more, so the report shows its request and answer.
  return check.once(withValue(base, input, onTheWire(input, smallest)), undefined, {
    input,
    value: smallest,
    shrinks: result.numShrinks,
    seed,
  });
}

/** Whether a changed body is still one the spec accepts: JSON, sent as JSON, valid against the body schema. */
function validBody(context: RunContext, operation: OperationEntry, request: HttpRequest, json: unknown): boolean {
  const schema = bodySchema(context, operation);
  return (
    request.headers['content-type'] === 'application/json' &&
    json !== undefined &&
    schema !== undefined &&
    context.book.validate(schema, json).length === 0
  );
}

function baseRequest(context: RunContext, pair: ExamplePair): HttpRequest {
  const key = keyFor(context, undefined);
  // No Prefer: on the mock, Prism's own request validation answers, which is what is being checked.
  return pairRequest(
    pair,
    context.profile,
    context.bindings,
    'apiKey' in key && key.apiKey !== undefined ? { apiKey: key.apiKey } : {},
  );
}

function whyNot(context: RunContext, operation: OperationEntry, pair: ExamplePair): string | undefined {
  const key = keyFor(context, undefined);
  return 'notApplicable' in key
    ? key.notApplicable
    : (whyNotApplicable(context, operation) ?? (context.kind === 'live' ? whyUnbound(context, pair) : undefined));
}

const seedOf = (seed: number, id: string) => createHash('sha256').update(`${seed}:${id}`).digest().readInt32LE(0);
