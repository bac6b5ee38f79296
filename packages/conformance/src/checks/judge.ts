import { jsonOf } from '../core/json.js';
import { checkContentType } from './content-type.js';
import { checkDetermined } from './determined.js';
import { checkEnvelope } from './envelope.js';
import { leakChecks } from './leak.js';
import { checkPagination } from './pagination.js';
import { schemasAt } from './schema-location.js';
import { checkStatus } from './status.js';
import { checkValues } from './values.js';
import { responseSchema, type RunContext } from '../core/context.js';
import type { Case, CheckResult, HttpResponse } from '../core/model.js';

/** Every check of one case against one response, each reported on its own; `parsed` is its body when already read. */
export function judge(context: RunContext, item: Case, response: HttpResponse, parsed?: unknown): CheckResult[] {
  const contentType = response.headers['content-type'] ?? '';
  const body = parsed === undefined ? parseJson(response.text) : { ok: true as const, value: parsed };
  const checks: CheckResult[] = [checkStatus(item.expect.status, response.status)];
  checks.push(
    body.ok
      ? checkEnvelope(item.expect.envelope, response.status, body.value)
      : {
          name: 'envelope',
          outcome: 'failed',
          expected: 'a JSON envelope',
          actual: snippet(response.text),
          message: 'the body is not JSON',
        },
  );
  checks.push(checkContentType(item.expect.contentType, contentType));
  if (body.ok) checks.push(...schemaChecks(context, item, response.status, contentType, body.value));
  const values = !body.ok
    ? undefined
    : context.mode === 'determined'
      ? checkDetermined(item.expect.determined ?? [], body.value)
      : checkValues(context.mode, item.expect.body, body.value, context.profile.match.ignore);
  if (values) checks.push(values);
  // A mock answers every page with the one example: only a live target is held to the page it was asked for.
  const page =
    body.ok && response.status < 300
      ? checkPagination(context.kind === 'live' ? item.request.url : undefined, body.value)
      : undefined;
  if (page) checks.push(page);
  checks.push(...leakChecks(response, credentialsOf(context, item.request)));
  return checks;
}

/** What the run sent that an answer must never carry back: its keys, the webhook secret, and this request's key. */
export function credentialsOf(context: RunContext, request: Case['request']): (string | undefined)[] {
  const { keys, webhooks } = context.profile;
  return [...Object.values(keys), webhooks?.secret, request.headers['x-api-key']];
}

function schemaChecks(
  context: RunContext,
  item: Case,
  status: number,
  contentType: string,
  value: unknown,
): CheckResult[] {
  const operation = context.operations.find((o) => o.operationId === item.operationId)!;
  const { schema, at, documented } = responseSchema(operation, status, contentType.split(';')[0]!.trim());
  if (!documented) {
    return [
      {
        name: 'schema',
        outcome: 'failed',
        expected: `a documented status of ${item.operationId}`,
        actual: String(status),
        message: `status ${status} is not documented`,
      },
    ];
  }
  if (!schema) return [];
  const problems = context.book.validate(schema, value);
  const unknown = context.book.unknownProperties(schema, value);
  const checks: CheckResult[] = [
    problems.length === 0
      ? { name: 'schema', outcome: 'passed' }
      : {
          name: 'schema',
          outcome: 'failed',
          expected: `the ${status} response schema`,
          actual: problems.join('\n'),
          message: `${problems.length} schema violation${problems.length === 1 ? '' : 's'}`,
          at: located(context, at!, context.book.violationPaths(schema, value)),
        },
  ];
  checks.push(
    unknown.length === 0
      ? { name: 'unknownProperties', outcome: 'passed' }
      : {
          name: 'unknownProperties',
          outcome: context.profile.match.unknownProperties === 'warn' ? 'warned' : 'failed',
          expected: 'only properties the schema declares',
          actual: unknown.join(', '),
          message: `${unknown.length} propert${unknown.length === 1 ? 'y' : 'ies'} the schema does not declare`,
          // An undeclared property is a fault of the object that carries it.
          at: located(
            context,
            at!,
            unknown.map((path) => path.split('/').slice(1, -1)),
          ),
        },
  );
  return checks;
}

const located = (context: RunContext, root: string, paths: string[][]) => [
  ...new Set(paths.flatMap((path) => schemasAt(context.document, root, path))),
];

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const value = jsonOf(text);
  return value === undefined ? { ok: false } : { ok: true, value };
}

const snippet = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text || '(empty)');
