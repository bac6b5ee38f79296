import type { ArazzoStep, ArazzoWorkflow } from '@waas/spec/workflows';
import { loadWorkflows } from '@waas/spec/workflows';
import type { OperationEntry } from '@waas/spec/pairs';
import { referenceMint } from '../../core/bindings/bindings.js';
import { whyNotApplicable } from '../../core/applicable.js';
import type { RunContext } from '../../core/context.js';
import { keyFor } from '../../core/keys.js';
import { judge } from '../../checks/judge.js';
import { jsonOf } from '../../core/json.js';
import type { Case, CheckResult, Exchange, HttpRequest } from '../../core/model.js';
import { parameterChoices, requestBodyChoices, responseChoices, restingOn } from '../../core/rests-on.js';
import { holds } from './criteria.js';
import { evaluate, resolveValue, type Scope } from './expressions.js';
import { workflowListener, type WorkflowListener } from './step-webhook.js';
import { answeredAfterItsDate, criterionHeld, nothingToExercise } from '../../checks/workflow.js';

const DAY = 86_400_000;
const WEBHOOK_LANE = 'workflows that hear webhooks';
/** The tag of every workflow case: `--only workflows` runs them all. */
export const WORKFLOWS_TAG = 'workflows';

/**
 * The Arazzo workflows of the spec, one case each, on a live target that takes writes: each step is sent with the
 * values earlier steps gave, judged by every check this runner has, and its success criteria; the first step that
 * fails ends the workflow, as Arazzo's default says. With `webhooks` on (and a profile that says how to receive them),
 * a step's `x-webhook` is waited for and verified too. A mock keeps no state for a workflow to chain.
 */
export function workflowCases(context: RunContext, options: { webhooks: boolean } = { webhooks: false }): Case[] {
  if (context.kind !== 'live') return [];
  return loadWorkflows().flatMap(({ file, document }) =>
    document.workflows.map((workflow) => {
      const first = context.operations.find((o) => o.operationId === workflow.steps[0]?.operationId)!;
      const inputs = inputsFor(context, workflow);
      const item: Case = {
        id: `workflow ${workflow.workflowId} (${file})`,
        kind: 'workflow',
        operationId: workflow.workflowId,
        tags: [WORKFLOWS_TAG],
        at: first.at,
        request: {
          method: first.method.toUpperCase(),
          url: context.profile.baseUrls[first.host] + first.path,
          headers: {},
        },
        expect: { status: 200, envelope: {}, contentType: 'application/json' },
        trace: [],
      };
      const hears =
        options.webhooks &&
        context.profile.webhooks !== undefined &&
        workflow.steps.some((step) => step['x-webhook'] !== undefined);
      // The target sends its webhooks to one URL, the last one registered: two workflows listening at once would each
      // take the URL from the other, so those that listen run one after another.
      if (hears) item.lane = WEBHOOK_LANE;
      item.execute = async (exchange) => {
        const listener = hears ? workflowListener(context, context.profile.webhooks!, exchange) : undefined;
        try {
          if (!('valueDate' in inputs.values) || 'valueDate' in context.profile.identifiers)
            return await runWorkflow(context, workflow, inputs.values, exchange, item, listener);
          const due = dueAhead(context.profile.scheduleAheadMs);
          const checks = await runWorkflow(
            context,
            workflow,
            { ...inputs.values, valueDate: due.valueDate },
            due.watch(exchange),
            item,
            listener,
          );
          return due.lateBy === undefined || !checks.some((c) => c.outcome === 'failed')
            ? checks
            : [answeredAfterItsDate(due.lateBy, context.profile.scheduleAheadMs)];
        } finally {
          await listener?.close();
        }
      };
      const writes = workflow.steps
        .map((s) => context.operations.find((o) => o.operationId === s.operationId)!)
        .map((o) => whyNotApplicable(context, o));
      const why =
        writes.find((w) => w !== undefined) ??
        (inputs.missing.length > 0
          ? `needs ${inputs.missing.join(', ')}: set identifiers.${inputs.missing[0]} in the profile`
          : undefined);
      if (why !== undefined) item.notApplicable = why;
      return item;
    }),
  );
}

/**
 * A value date `aheadMs` after the request that first carries it is made: a due-batch run soon after posts it, with no
 * clock to move. Not when the run planned it or the workflow started: steps before it, or a busy target, would leave
 * it due already, and a debit due already posts at once. A request that carried it answered only after that date
 * cannot tell a target that holds a future debit from one that posts it at once: `lateBy` says so, and by how much.
 */
function dueAhead(aheadMs: number) {
  let due: { at: number; text: string } | undefined;
  const state = {
    lateBy: undefined as number | undefined,
    valueDate: () => {
      const at = Date.now() + aheadMs;
      due = { at, text: new Date(at).toISOString() };
      return due.text;
    },
    watch:
      (exchange: Exchange): Exchange =>
      async (request) => {
        const answer = await exchange(request);
        const now = Date.now();
        if (due && state.lateBy === undefined && request.body?.includes(due.text) && now > due.at)
          state.lateBy = now - due.at;
        return answer;
      },
  };
  return state;
}

/**
 * The workflow's inputs from the run: the key, the profile's identifiers, a new reference, a history window around
 * today, a value date.
 */
function inputsFor(
  context: RunContext,
  workflow: ArazzoWorkflow,
): { values: Record<string, unknown>; missing: string[] } {
  const key = keyFor(context, undefined);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const day = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);
  const known: Record<string, unknown> = {
    ...('apiKey' in key && key.apiKey !== undefined && { apiKey: key.apiKey }),
    reference: referenceMint()(),
    historyFrom: `${day(-1)}T00:00:00`,
    historyTo: `${day(1)}T23:59:59`,
    // Fixed when sent (dueAhead), unless the profile gives one.
    valueDate: undefined,
    ...context.profile.identifiers,
  };
  const values: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [name, schema] of Object.entries(workflow.inputs?.properties ?? {})) {
    if (name in known) values[name] = known[name];
    else if (schema.default !== undefined) values[name] = schema.default;
    else if (workflow.inputs?.required?.includes(name)) missing.push(name);
  }
  return { values, missing };
}

export async function runWorkflow(
  context: RunContext,
  workflow: ArazzoWorkflow,
  inputs: Record<string, unknown>,
  exchange: Exchange,
  item: Case,
  listener?: WorkflowListener,
): Promise<CheckResult[]> {
  const scope: Scope = { inputs, steps: {} };
  // A step's checks are those of its last attempt: a retry that ends in success is a success.
  const checks = new Map<string, CheckResult[]>();
  const retries = new Map<string, number>();
  for (let index = 0; index < workflow.steps.length; index++) {
    const step = workflow.steps[index]!;
    const stepChecks = await runStep(context, step, scope, exchange, item, listener);
    checks.set(step.stepId, stepChecks);
    if (!stepChecks.some((c) => c.outcome === 'failed')) {
      scope.steps[step.stepId] = {
        outputs: Object.fromEntries(
          Object.entries(step.outputs ?? {}).map(([name, expression]) => [name, evaluate(expression, scope)]),
        ),
      };
      continue;
    }
    if (step['x-precondition']) {
      const unmet = stepChecks.find((c) => c.outcome === 'failed')!;
      checks.set(step.stepId, [nothingToExercise(unmet.message ?? step.stepId)]);
      break;
    }
    const retry = step.onFailure?.find((action) => action.type === 'retry');
    const attempts = retries.get(step.stepId) ?? 0;
    if (!retry || attempts >= (retry.retryLimit ?? 1)) break;
    retries.set(step.stepId, attempts + 1);
    await new Promise((resolve) => setTimeout(resolve, (retry.retryAfter ?? 0) * 1000));
    // Arazzo's retry goes back to the step it names (or this one) and carries on from there.
    index = (retry.stepId === undefined ? index : workflow.steps.findIndex((s) => s.stepId === retry.stepId)) - 1;
  }
  return [...checks.values()].flat();
}

/**
 * One step sent with the values earlier steps gave, judged by the runner's checks and the step's own criteria, and by
 * the webhook it makes the target send when a listener hears it.
 */
async function runStep(
  context: RunContext,
  step: ArazzoStep,
  scope: Scope,
  exchange: Exchange,
  item: Case,
  listener?: WorkflowListener,
): Promise<CheckResult[]> {
  const webhook = listener && step['x-webhook'];
  const refused = webhook ? await listener.listen() : undefined;
  if (refused) return [refused];
  const request = requestOf(context, step, scope);
  const answer = await exchange(request);
  scope.response = { ...answer, body: jsonOf(answer.text) };
  const expected = expectedStatus(step) ?? answer.status;
  const own = judge(
    context,
    {
      ...item,
      operationId: step.operationId,
      request,
      expect: { status: expected, envelope: answer.status >= 400 ? 'error' : {}, contentType: 'application/json' },
    },
    answer,
  );
  const criteria = (step.successCriteria ?? []).map((criterion): CheckResult => {
    let held: boolean | Error;
    try {
      held = holds(criterion.condition, scope);
    } catch (error) {
      held = error as Error;
    }
    return criterionHeld(step.stepId, criterion.condition, held, answer.text);
  });
  const operation = operationOf(context, step);
  const restsOn = [
    ...parameterChoices(context.document, operation, step['x-rests-on']?.parameters ?? []),
    ...responseChoices(context.document, operation, step['x-rests-on']?.responses ?? []),
    ...requestBodyChoices(context.document, operation, step['x-rests-on']?.requestBody === true),
  ];
  const checks = [
    ...own.map((c) =>
      c.outcome === 'failed' ? { ...c, message: `step ${step.stepId}: ${c.message ?? `${c.name} failed`}` } : c,
    ),
    ...criteria,
  ].map((c) => restingOn(c, restsOn, answer.status));
  // The webhook of a step the target refused was never caused: waiting for it would only say so again.
  if (webhook && !checks.some((c) => c.outcome === 'failed'))
    checks.push(...(await listener.judge(step.stepId, webhook, scope)));
  item.trace!.push({
    stepId: step.stepId,
    request,
    status: answer.status,
    outcome: checks.some((c) => c.outcome === 'failed') ? 'failed' : 'passed',
  });
  return checks;
}

/** The status a step's criteria call for (`$statusCode == 409`); absent: whatever documented status came back. */
function expectedStatus(step: ArazzoStep): number | undefined {
  const found = (step.successCriteria ?? [])
    .map((c) => /^\$statusCode == (\d{3})$/.exec(c.condition.trim()))
    .find((m) => m !== null);
  return found ? Number(found[1]) : undefined;
}

function operationOf(context: RunContext, step: ArazzoStep): OperationEntry {
  const operation = context.operations.find((o) => o.operationId === step.operationId);
  if (!operation) throw new Error(`step ${step.stepId} names ${step.operationId}, which the spec does not have`);
  return operation;
}

function requestOf(context: RunContext, step: ArazzoStep, scope: Scope): HttpRequest {
  const operation = operationOf(context, step);
  const values = (step.parameters ?? []).map((p) => ({ ...p, value: resolveValue(p.value, scope) }));
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values.find((p) => p.in === 'path' && p.name === name)?.value ?? '')),
  );
  const url = new URL(context.profile.baseUrls[operation.host] + path);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const p of values) {
    if (p.in === 'query') url.searchParams.set(p.name, String(p.value));
    if (p.in === 'header') headers[p.name.toLowerCase()] = String(p.value);
  }
  const request: HttpRequest = { method: operation.method.toUpperCase(), url: url.toString(), headers };
  if (step.requestBody) {
    headers['content-type'] = step.requestBody.contentType ?? 'application/json';
    request.body = JSON.stringify(resolveValue(step.requestBody.payload, scope));
  }
  return request;
}
