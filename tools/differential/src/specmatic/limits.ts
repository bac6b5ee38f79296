// Why a Specmatic test failed: one of Specmatic's own limits, each proved from what was sent and answered, or a
// disagreement between the spec and the sandbox. A limit holds only where the sandbox's answer is one the spec
// documents for that operation and status; anything else is a disagreement, so a wrong answer is never excused.
import { nodeAt, pointer, resolve, type OpenApiDocument } from '@waas/spec/document';
import { exampleValidator } from '@waas/spec/examples';
import type { SpecmaticTest } from './log.js';

export type Limit =
  | 'oneKey'
  | 'noFault'
  | 'misreadExample'
  | 'forbiddenRequest'
  | 'acceptedMutation'
  | 'reusedReference'
  | 'unfundedValue';

/** What each limit is, in the words the test's failure and the README use. */
export const LIMITS: Record<Limit, string> = {
  oneKey:
    'Specmatic sends the one key it is given, so the 401 and 403 examples (no key, an unknown key, a key without the ' +
    'admin role, ' +
    "another organization's key) cannot be produced.",
  noFault:
    'The sandbox fails only when asked to (the x-sandbox-fault header), which the spec does not carry, so the 500 ' +
    'examples cannot be produced.',
  misreadExample:
    "Specmatic reads a query example of digits with a leading zero ('058', '0123456789', '08031234567') as a number: " +
    'it then ' +
    'finds its own value breaks the pattern, or sends the number and is told no such wallet exists; the bundle holds ' +
    'the strings, which match.',
  forbiddenRequest:
    "Specmatic's generator ignores multipleOf and a required set inside anyOf, so some requests it expects accepted " +
    'are ones the ' +
    'spec forbids (a fee with four decimals, neither accountNumber nor walletId); the sandbox refuses them with the ' +
    "spec's 400.",
  acceptedMutation:
    "Specmatic's mutations can leave a value the spec still allows (an underscore appended to a transaction " +
    'reference, which its ' +
    'pattern allows; a page size made a number of one or two digits), so a request it expects refused is one the ' +
    'spec accepts; the sandbox accepts it.',
  reusedReference:
    "Specmatic's variations of an example keep the example's transactionReference, so each variation after the first " +
    'is a ' +
    'different transaction under a used reference, which the spec answers with 409.',
  unfundedValue:
    "Specmatic's generator picks a fee anywhere up to the schema's maximum, so a debit it expects posted can cost " +
    "more than the wallet holds; the sandbox refuses it with the spec's documented 400 for insufficient funds.",
};

export type Verdict = { limit: Limit } | { disagreement: string };

/** What a run's verdicts are judged against. */
export interface RunContext {
  document: OpenApiDocument;
  /** The key Specmatic was given. */
  apiKey: string;
  /** The tests that ran before this one, in order. */
  earlier: SpecmaticTest[];
}

type Validate = (schemaAt: string, value: unknown) => boolean;

const validators = new WeakMap<OpenApiDocument, Validate>();
function validatorOf(document: OpenApiDocument): Validate {
  let validate = validators.get(document);
  if (!validate) {
    const check = exampleValidator(document);
    validate = (schemaAt, value) => check({ at: schemaAt, schemaAt, value, invalid: false }).length === 0;
    validators.set(document, validate);
  }
  return validate;
}

const JSON_BODY = ['content', 'application/json', 'schema'];
const statusOf = (test: SpecmaticTest) => Number(test.response?.start.split(' ')[0]);

/**
 * The pointer of the node at `segments` under the test's operation, through any `$ref` on the way; undefined if none.
 */
function locate(document: OpenApiDocument, test: SpecmaticTest, ...segments: (string | number)[]): string | undefined {
  let at = pointer('paths', test.path, test.method.toLowerCase());
  for (const segment of segments) {
    for (
      let node = nodeAt(document, at);
      node !== null && typeof node === 'object' && '$ref' in node;
      node = nodeAt(document, at)
    )
      at = String(node.$ref);
    at += pointer(segment).slice(1);
    if (nodeAt(document, at) === undefined) return undefined;
  }
  return at;
}

/** The operation's parameters, each with its index (for `locate`), `$ref`s resolved. */
function parametersOf(
  test: SpecmaticTest,
  context: RunContext,
): [number, { name: string; in: string; required?: boolean; examples?: Record<string, unknown> }][] {
  const at = locate(context.document, test, 'parameters');
  const parameters = at === undefined ? [] : (nodeAt(context.document, at) as unknown[]);
  return parameters.map((raw, i) => [i, resolve(context.document, raw)]);
}

/** The path and the query of the request Specmatic sent. */
function sentTarget(test: SpecmaticTest): { path: string; query: URLSearchParams } {
  const [path = '', search = ''] = (test.request?.start.split(' ')[1] ?? '').split('?');
  return { path, query: new URLSearchParams(search) };
}

/** Whether the answer is one the spec documents for the operation at that status, body included. */
function documented(test: SpecmaticTest, context: RunContext): boolean {
  const schemaAt = locate(context.document, test, 'responses', String(statusOf(test)), ...JSON_BODY);
  return schemaAt !== undefined && validatorOf(context.document)(schemaAt, test.response?.body);
}

/**
 * Whether the spec admits the request Specmatic sent: its path and query parameters each valid by their schema, every
 * required query parameter there, and its JSON body valid (or none, for an operation that takes none). A mutated
 * query value can still be a valid one: `pageSize` made a number is a number of one or two digits half the time.
 */
function requestAllowed(test: SpecmaticTest, context: RunContext): boolean {
  const schemaAt = locate(context.document, test, 'requestBody', ...JSON_BODY);
  const body = test.request?.body;
  const bodyAllowed =
    schemaAt === undefined
      ? body === undefined || body === null || body === ''
      : validatorOf(context.document)(schemaAt, body);
  return bodyAllowed && parametersAllowed(test, context);
}

function parametersAllowed(test: SpecmaticTest, context: RunContext): boolean {
  const { path, query } = sentTarget(test);
  const templateSegments = test.path.split('/');
  const pathSegments = path.split('/');
  return parametersOf(test, context).every(([i, parameter]) => {
    const segment = templateSegments.indexOf(`{${parameter.name}}`);
    const value =
      parameter.in === 'query'
        ? query.get(parameter.name)
        : parameter.in === 'path' && segment >= 0
          ? decodeURIComponent(pathSegments[segment] ?? '')
          : undefined;
    if (value === undefined) return true;
    if (value === null) return parameter.required !== true;
    return validatorOf(context.document)(locate(context.document, test, 'parameters', i, 'schema')!, value);
  });
}

/** Each `>> REQUEST.PARAMETERS.QUERY.<name>` in the reason with the value Specmatic says the example held. */
function misreadValues(reason: string): [string, string][] {
  return [...reason.matchAll(/>> REQUEST\.PARAMETERS\.QUERY\.(\w+)[\s\S]*?but example contained value "([^"]*)"/g)].map(
    (m) => [m[1]!, m[2]!],
  );
}

/** The bundle's example of a query parameter under the test's example name, as written. */
function queryExample(
  test: SpecmaticTest,
  context: RunContext,
  name: string,
): { value: unknown; schemaAt: string } | undefined {
  for (const [i, parameter] of parametersOf(test, context)) {
    if (parameter.name !== name || parameter.in !== 'query' || test.example === undefined) continue;
    const example = parameter.examples?.[test.example];
    if (example === undefined) return undefined;
    return {
      value: resolve<{ value?: unknown }>(context.document, example).value,
      schemaAt: locate(context.document, test, 'parameters', i, 'schema')!,
    };
  }
  return undefined;
}

/** Whether `read` is what reading the example's digits as a number makes of it, where the example itself is valid. */
function misreadAs(test: SpecmaticTest, context: RunContext, name: string, read: string): boolean {
  const example = queryExample(test, context, name);
  return (
    typeof example?.value === 'string' &&
    example.value !== read &&
    String(Number(example.value)) === read &&
    validatorOf(context.document)(example.schemaAt, example.value)
  );
}

/** Refused before sending: every value Specmatic complains of is one it misread. */
function misreadBeforeSending(test: SpecmaticTest, context: RunContext): boolean {
  const values = misreadValues(test.reason ?? '');
  return values.length > 0 && values.every(([name, read]) => misreadAs(test, context, name, read));
}

/** Sent: a query value is the misread example, so what the example finds is not found under it. */
function misreadSent(test: SpecmaticTest, context: RunContext): boolean {
  return [...sentTarget(test).query].some(([name, value]) => misreadAs(test, context, name, value));
}

function reusedReference(test: SpecmaticTest, context: RunContext): boolean {
  const reference = (test.request?.body as { transactionReference?: unknown } | undefined)?.transactionReference;
  if (typeof reference !== 'string') return false;
  const sent = JSON.stringify(test.request?.body);
  return context.earlier.some((earlier) => {
    const body = earlier.request?.body as { transactionReference?: unknown } | undefined;
    return (
      earlier.method === test.method &&
      earlier.path === test.path &&
      body?.transactionReference === reference &&
      JSON.stringify(body) !== sent
    );
  });
}

/** What a transaction body costs its wallet, in minor units: the amount and the fee on top. */
function costOf(body: unknown): number | undefined {
  const { amount, fee = 0 } = (body ?? {}) as { amount?: unknown; fee?: unknown };
  return typeof amount === 'number' && typeof fee === 'number' ? Math.round((amount + fee) * 100) : undefined;
}

/**
 * A debit made costlier than its example by a value Specmatic generated, refused with a 400 the operation documents
 * by example with the same code and message (insufficient funds).
 */
function unfundedValue(test: SpecmaticTest, context: RunContext): boolean {
  const sent = test.request?.body as { direction?: unknown } | undefined;
  const exampleAt =
    test.example === undefined
      ? undefined
      : locate(context.document, test, 'requestBody', 'content', 'application/json', 'examples', test.example);
  const exampleCost =
    exampleAt === undefined
      ? undefined
      : costOf(resolve<{ value?: unknown }>(context.document, nodeAt(context.document, exampleAt)).value);
  const sentCost = costOf(sent);
  if (sent?.direction !== 'DEBIT' || exampleCost === undefined || sentCost === undefined || sentCost <= exampleCost)
    return false;
  const answered = test.response?.body as { code?: unknown; message?: unknown } | undefined;
  const refusalsAt = locate(context.document, test, 'responses', '400', 'content', 'application/json', 'examples');
  const refusals = refusalsAt === undefined ? {} : (nodeAt(context.document, refusalsAt) as Record<string, unknown>);
  return Object.values(refusals).some((refusal) => {
    const value = resolve<{ value?: { code?: unknown; message?: unknown } }>(context.document, refusal).value;
    return (
      value?.code === answered?.code && value?.message === answered?.message && /funds/i.test(String(value?.message))
    );
  });
}

/** The verdict on one failed test. */
export function explain(test: SpecmaticTest, context: RunContext): Verdict {
  if (!test.request) {
    return misreadBeforeSending(test, context)
      ? { limit: 'misreadExample' }
      : { disagreement: 'Specmatic failed the test before sending it, for a reason no limit explains' };
  }
  if (!test.response) return { disagreement: 'the sandbox sent no answer' };
  if (!documented(test, context))
    return {
      disagreement:
        `the sandbox answered ${test.response.start}, which the spec does not document for ` +
        `${test.method} ${test.path} (or not with that body)`,
    };
  const status = statusOf(test);
  if (
    test.positive &&
    (test.expected === '401' || test.expected === '403') &&
    test.request.headers['x-api-key'] === context.apiKey
  )
    return { limit: 'oneKey' };
  if (test.positive && test.expected === '500' && test.request.headers['x-sandbox-fault'] === undefined)
    return { limit: 'noFault' };
  if (test.positive && status === 400 && !requestAllowed(test, context)) return { limit: 'forbiddenRequest' };
  if (test.positive && status === 400 && unfundedValue(test, context)) return { limit: 'unfundedValue' };
  if (!test.positive && status < 300 && requestAllowed(test, context)) return { limit: 'acceptedMutation' };
  if (test.positive && status === 409 && reusedReference(test, context)) return { limit: 'reusedReference' };
  if (test.positive && test.expected.startsWith('2') && status === 404 && misreadSent(test, context))
    return { limit: 'misreadExample' };
  return {
    disagreement:
      `Specmatic expected ${test.expected}; the sandbox answered ${test.response.start}, and no limit ` + `explains it`,
  };
}

/** Every failed test of a run, each with its verdict. */
export function judge(
  tests: SpecmaticTest[],
  context: Omit<RunContext, 'earlier'>,
): { test: SpecmaticTest; verdict: Verdict }[] {
  return tests.flatMap((test, i) =>
    test.passed ? [] : [{ test, verdict: explain(test, { ...context, earlier: tests.slice(0, i) }) }],
  );
}
