import type { ErrorBody, ErrorStatus, FailureCode, OperationId } from './types.js';

/** Where a failed call was going; the path is the template, so no path parameter (or key) ends up in logs. */
interface CallSite<O extends OperationId> {
  operationId: O;
  method: string;
  path: string;
}

/**
 * One reason a request was refused, as a mock or the sandbox names it: where (`body`, `query`…, a JSON pointer) and
 * what.
 */
export interface Violation {
  in: string;
  pointer: string;
  message: string;
}

const parsedHeader = (headers: Headers, name: string): unknown[] => {
  try {
    const value: unknown = JSON.parse(headers.get(name) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/**
 * Why a request was refused, read off the answer's headers: the sandbox's `x-sandbox-violations`
 * (`[{in, pointer, message}]`) or Prism's `sl-violations` (`[{location: ['request', 'body', 'amount'], message}]`).
 * Empty when neither says; a header that is not what it should be is ignored, never thrown.
 */
export function violationsOf(headers: Headers): Violation[] {
  const sandbox = parsedHeader(headers, 'x-sandbox-violations').flatMap((v) => {
    const { in: where, pointer, message } = (v ?? {}) as Record<string, unknown>;
    return typeof where === 'string' && typeof pointer === 'string' && typeof message === 'string'
      ? [{ in: where, pointer, message }]
      : [];
  });
  const prism = parsedHeader(headers, 'sl-violations').flatMap((v) => {
    const { location, message } = (v ?? {}) as { location?: unknown; message?: unknown };
    if (!Array.isArray(location) || typeof message !== 'string') return [];
    const [, where = 'request', ...path] = location.map(String);
    return [{ in: where, pointer: path.length === 0 ? '' : `/${path.join('/')}`, message }];
  });
  return [...sandbox, ...prism];
}

/**
 * The API answered, and the answer is a failure: a non-2xx status, a 2xx whose envelope says it failed (shape A
 * `success: false`, shape B `statusCode` ≥ 400, the enquiry's `succeeded: false`), or a 2xx whose body is not a JSON
 * object (`body` is then the text received). `status` and `code` differ on purpose: the API answers HTTP 400 with
 * code `404` or `03`.
 */
export class WalletApiError<O extends OperationId = OperationId> extends Error {
  override readonly name = 'WalletApiError';
  /** The HTTP status as received. */
  readonly status: number;
  /**
   * The envelope's code as sent: shape A's `code` (text, e.g. `'404'`), else shape B's or the enquiry's `statusCode` (a
   * number).
   */
  readonly code: string | number | undefined;
  /** The envelope's `message`, verbatim. */
  readonly apiMessage: string | undefined;
  readonly operationId: O;
  readonly method: string;
  readonly path: string;
  /**
   * The body as received: parsed JSON, or the text when it was not JSON (for a 2xx, not a JSON object). Narrow it with
   * {@link hasStatus}.
   */
  readonly body: unknown;
  /** The answer's headers, as received (`Retry-After`, what a mock says of its choice). */
  readonly headers: Headers;
  /**
   * The answer's `x-request-id`: the sandbox, the mock and the MSW handlers send one (yours, when you sent one), and
   * the sandbox's log lines carry it. Undefined when the server sends none.
   */
  readonly requestId: string | undefined;
  /**
   * Why the request was refused, when the mock or the sandbox says (the envelope names no field): what a form can show
   * beside its field.
   */
  readonly violations: Violation[];

  constructor(site: CallSite<O>, status: number, body: unknown, headers: Headers = new Headers()) {
    const { code, message } = envelopeFields(body);
    const violations = violationsOf(headers);
    const codeText = code === undefined ? '' : `, code ${JSON.stringify(code)}`;
    const messageText = message === undefined ? '' : `: ${message}`;
    const why =
      violations.length === 0 ? '' : ` (${violations.map((v) => `${v.in}${v.pointer} ${v.message}`).join('; ')})`;
    super(
      status >= 200 && status < 300 && !isJsonObject(body)
        ? `${site.operationId} answered HTTP ${status} with ${received(body)}, not the documented JSON envelope`
        : `${site.operationId} failed with HTTP ${status}${codeText}${messageText}${why}`,
    );
    this.status = status;
    this.code = code;
    this.apiMessage = message;
    this.operationId = site.operationId;
    this.method = site.method;
    this.path = site.path;
    this.body = body;
    this.headers = headers;
    this.requestId = headers.get('x-request-id') ?? undefined;
    this.violations = violations;
  }
}

/** What a 2xx that is no envelope held, for the message: its start is enough to tell an HTML page or a bare value. */
const received = (body: unknown): string =>
  body === '' || body === undefined ? 'an empty body' : `a body starting ${JSON.stringify(String(body).slice(0, 40))}`;

/** The request got no answer: it timed out, was aborted by your signal, or the network failed. */
export class WalletApiNetworkError<O extends OperationId = OperationId> extends Error {
  override readonly name = 'WalletApiNetworkError';
  readonly kind: 'timeout' | 'aborted' | 'network';
  readonly operationId: O | undefined;
  readonly method: string;
  readonly path: string;

  constructor(
    kind: WalletApiNetworkError['kind'],
    site: CallSite<O> | Omit<CallSite<O>, 'operationId'>,
    detail: string,
    cause: unknown,
  ) {
    const operationId = 'operationId' in site ? site.operationId : undefined;
    super(`${operationId ?? `${site.method} ${site.path}`} ${detail}`, { cause });
    this.kind = kind;
    this.operationId = operationId;
    this.method = site.method;
    this.path = site.path;
  }
}

/** `code` and `message` of any of the three envelopes; undefined for a body that is none of them. */
export function envelopeFields(body: unknown): { code: string | number | undefined; message: string | undefined } {
  if (body === null || typeof body !== 'object') return { code: undefined, message: undefined };
  const { code, statusCode, message } = body as { code?: unknown; statusCode?: unknown; message?: unknown };
  const picked =
    typeof code === 'string' || typeof code === 'number'
      ? code
      : typeof statusCode === 'number'
        ? statusCode
        : undefined;
  return { code: picked, message: typeof message === 'string' ? message : undefined };
}

/** Narrows to a {@link WalletApiError}, optionally of one operation. */
export function isWalletApiError<O extends OperationId = OperationId>(
  error: unknown,
  operationId?: O,
): error is WalletApiError<O> {
  return error instanceof WalletApiError && (operationId === undefined || error.operationId === operationId);
}

/**
 * Narrows by HTTP status when the body is a JSON object: `body` becomes the spec's body for that status (for an error
 * of any operation, the body of any operation that documents it). A body that is not JSON (a proxy's HTML page) does
 * not match: `error.status` still tells its status. Only a status the operation documents compiles (any operation's,
 * before `isWalletApiError` names one).
 */
export function hasStatus<O extends OperationId, S extends ErrorStatus<O>>(
  error: WalletApiError<O>,
  status: S,
): error is WalletApiError<O> & { status: S; body: ErrorBody<O, S> } {
  return error.status === status && isJsonObject(error.body);
}

/** A parsed JSON object, as every envelope is; not text, not an array, not null. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type OperationOf<E> = E extends WalletApiError<infer O> ? O : never;

/**
 * Narrows by envelope code, compared as sent: `'404'` (shape A, text) is not `404` (shape B, a number). Only a code
 * the operation's failures are documented with compiles.
 */
export function hasCode<E extends WalletApiError<OperationId>, C extends FailureCode<OperationOf<E>>>(
  error: E,
  code: C,
): error is E & { code: C } {
  return error.code === code;
}

/**
 * The error value openapi-react-query (or openapi-fetch) hands you, which is the operation's documented error body
 * and not a {@link WalletApiError}, narrowed by its envelope code as {@link hasCode} narrows one: only a code the
 * operation's failures are documented with compiles. Compared as sent: `'51'` (shape A, text) is not `51`.
 */
export function failedWith<O extends OperationId, C extends FailureCode<O>>(
  operationId: O,
  error: unknown,
  code: C,
): error is { code: C } | { statusCode: C } {
  void operationId; // it types `code`: the value itself is all in the body
  return envelopeFields(error).code === code;
}

export function isWalletApiNetworkError(
  error: unknown,
  kind?: WalletApiNetworkError['kind'],
): error is WalletApiNetworkError {
  return error instanceof WalletApiNetworkError && (kind === undefined || error.kind === kind);
}
