import { send, type SendOptions } from '../http.js';
import { jsonOf } from '../json.js';
import type { HttpRequest, StepTrace } from '../model.js';
import type { CauseStep } from '../../profile/profile.js';

/** Values a cause's templates read: the key, the run id, the receiver URL, and what its steps captured. */
export type Values = Map<string, unknown>;

/** The value at a dotted path (`data.wallet.id`, `walletHistories.0.checkoutRef`), or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );
}

/**
 * Replaces `{name}` in every string of a template. A string that is exactly one `{name}` takes the value itself, so a
 * captured number or array stays one; a name nothing defines is left as written, and the mismatch then shows.
 */
export function fill(template: unknown, values: Values): unknown {
  if (typeof template === 'string') {
    const whole = /^\{(\w+)\}$/.exec(template);
    if (whole && values.has(whole[1]!)) return values.get(whole[1]!);
    return template.replace(/\{(\w+)\}/g, (written, name: string) =>
      values.has(name) ? String(values.get(name)) : written,
    );
  }
  if (Array.isArray(template)) return template.map((item) => fill(item, values));
  if (template !== null && typeof template === 'object')
    return Object.fromEntries(Object.entries(template).map(([key, item]) => [key, fill(item, values)]));
  return template;
}

export type CauseOutcome =
  | { caused: true; steps: StepTrace[] }
  | { caused: false; steps: StepTrace[]; failure: string };

/**
 * Sends steps (a cause's, the profile's setup) in order, capturing into `values`; stops at the first answer that is not
 * the one it needs.
 */
export async function runSteps(
  causeSteps: readonly CauseStep[],
  values: Values,
  walletUrl: string,
  options: SendOptions,
): Promise<CauseOutcome> {
  const steps: StepTrace[] = [];
  for (const [index, step] of causeSteps.entries()) {
    const request = requestOf(step, values, walletUrl);
    const answer = await send(request, options);
    const wanted =
      step.status === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === step.status;
    steps.push({ stepId: `step ${index + 1}`, request, status: answer.status, outcome: wanted ? 'passed' : 'failed' });
    if (!wanted)
      return {
        caused: false,
        steps,
        failure:
          `step ${index + 1} (${request.method} ${request.url}) ` +
          `answered ${answer.status}, not ${step.status ?? 'a 2xx'}`,
      };
    const body = jsonOf(answer.text);
    for (const [name, path] of Object.entries(step.capture ?? {})) {
      const captured = valueAt(body, path);
      if (captured === undefined)
        return {
          caused: false,
          steps,
          failure: `step ${index + 1}: its answer has nothing at ${path} to capture as ${name}`,
        };
      values.set(name, captured);
    }
  }
  return { caused: true, steps };
}

function requestOf(step: CauseStep, values: Values, walletUrl: string): HttpRequest {
  const url = fill(step.url, values) as string;
  const request: HttpRequest = {
    method: step.method.toUpperCase(),
    url: url.startsWith('/') ? walletUrl + url : url,
    headers: fill(step.headers ?? {}, values) as Record<string, string>,
  };
  if (step.body !== undefined) {
    request.headers['content-type'] ??= 'application/json';
    request.body = JSON.stringify(fill(step.body, values));
  }
  return request;
}
