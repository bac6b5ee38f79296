// Test support: calls a target and judges an answer against the operation's documented responses.
import { loadBundle, readOperations } from '@waas/spec/pairs';
import { answerChecks } from './answers.js';

export interface Call {
  method?: string;
  path: string;
  /** Undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** A string is sent as it is (malformed JSON); anything else as JSON. */
  body?: unknown;
  /** Absent: the target's organization key; null: no x-api-key header. */
  key?: string | null;
}

export interface Reply {
  status: number;
  contentType: string;
  body: any;
  ms: number;
}

export const document = loadBundle();
export const operations = readOperations(document);

export async function call(target: { url: string; keys: { organization: string } }, request: Call): Promise<Reply> {
  const url = new URL(target.url + request.path);
  for (const [name, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = {};
  const key = request.key === undefined ? target.keys.organization : request.key;
  if (key !== null) headers['x-api-key'] = key;
  const init: RequestInit = { method: request.method ?? 'GET', headers };
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  }
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body,
    ms: performance.now() - started,
  };
}

/**
 * Why a reply is not a documented answer of the operation (status, media type, schema, undeclared properties); empty
 * when it is one.
 */
export const contractProblems: (operationId: string, reply: Reply) => string[] = answerChecks(document, operations);
