import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Answer } from '../contract/binder.js';
import type { Callers } from '../domain/auth/callers.js';

/** The variable that closes the control API to whoever merely reaches the port. */
export const CONTROL_TOKEN_VARIABLE = 'WAAS_SANDBOX_CONTROL_TOKEN';

const refused = (status: 401 | 403, message: string): Answer => ({ status, body: { message } });

/**
 * Compared by digest in constant time: how long a wrong token takes to refuse says nothing of the right one. Both
 * digests are 32 bytes, and every byte is looked at whatever the first difference. No Node built-in: the control
 * exchange also answers in a browser page, behind MSW.
 */
function sameSecret(given: string, token: string): boolean {
  const [a, b] = [sha256(utf8ToBytes(given)), sha256(utf8ToBytes(token))];
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export interface ControlRequest {
  authorization?: string | undefined;
  apiKey?: string | undefined;
  /**
   * The organization in the request's path; absent for what is global (the sandbox's reset and clock, new
   * organizations, invariants).
   */
  organizationId?: string | undefined;
}

/**
 * Who may make a control request, when a token is set: the bearer of the token, anything; an admin key of an
 * organization, what acts on that organization only (its path names it). Without a token every request is let
 * through, as on a laptop, which only loopback can reach (serve.ts refuses anything else without one). The refusal
 * says what is missing, never what was sent.
 */
export async function controlRefusal(
  token: string | undefined,
  request: ControlRequest,
  callers: Callers,
): Promise<Answer | undefined> {
  if (token === undefined) return undefined;
  const bearer = /^Bearer\s+(.+)$/i.exec(request.authorization ?? '')?.[1]?.trim();
  if (bearer !== undefined)
    return sameSecret(bearer, token)
      ? undefined
      : refused(401, 'The control token is not the one this sandbox was started with');
  if (request.authorization !== undefined) return refused(401, 'The control API takes Authorization: Bearer <token>');
  if (request.apiKey === undefined || request.apiKey === '') {
    return refused(
      401,
      `The control API needs Authorization: Bearer <${CONTROL_TOKEN_VARIABLE}>, ` +
        'or an admin x-api-key of the organization it acts on',
    );
  }
  const caller = await callers.byKey(request.apiKey);
  if (!caller) return refused(401, 'The x-api-key is not a key of this sandbox');
  if (!caller.isAdmin) return refused(403, 'The x-api-key has no admin access');
  if (request.organizationId === undefined) return refused(403, 'Only the control token acts on the whole sandbox');
  if (request.organizationId.toLowerCase() !== caller.organizationId)
    return refused(403, "The x-api-key's organization is not the one this request acts on");
  return undefined;
}

/** What moves every organization at once: the sandbox clock and the reset of everything. */
const SANDBOX_WIDE_MOVES: Record<string, string> = {
  reset: 'POST /sandbox/organizations/{organizationId}/reset',
  setClock: 'PUT /sandbox/organizations/{organizationId}/clock',
};

/**
 * A sandbox with a token is shared: one team's reset or clock move would break another's run, so what moves every
 * organization at once is refused even to the token's bearer (after the credentials are checked), pointing to the
 * organization's own route. Without a token (one laptop) it works as before.
 */
export function sharedSandboxRefusal(token: string | undefined, operationId: string): Answer | undefined {
  const instead = SANDBOX_WIDE_MOVES[operationId];
  if (token === undefined || instead === undefined) return undefined;
  return refused(
    403,
    `This sandbox is shared (${CONTROL_TOKEN_VARIABLE} is set): ` +
      `it moves no organization's time or data for all at once; use ${instead}`,
  );
}

/** The token from the environment; unset or blank leaves the control API open, to loopback only. */
export function controlTokenFrom(env: Record<string, string | undefined>): string | undefined {
  const token = env[CONTROL_TOKEN_VARIABLE]?.trim();
  if (token === undefined || token === '') return undefined;
  if (token.length < 16)
    throw new Error(`${CONTROL_TOKEN_VARIABLE} must be at least 16 characters (it guards every organization's data)`);
  return token;
}

/** Addresses only this machine reaches. */
export const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Why the sandbox must not start on this address without a token: anyone who reaches it would control it. */
export function openControlRefusal(host: string, token: string | undefined): string | undefined {
  if (token !== undefined || isLoopback(host)) return undefined;
  return (
    `listening on ${host} without ${CONTROL_TOKEN_VARIABLE} lets anyone who reaches the port reset the sandbox and ` +
    `read every organization's webhooks; set ${CONTROL_TOKEN_VARIABLE} to a secret of at least 16 characters ` +
    '(openssl rand -hex 24), or listen on 127.0.0.1'
  );
}
