import type { SandboxAccess } from './parse.js';

/** The sandbox refused, or cannot be reached: exit 1, one line. */
export class SandboxRefusal extends Error {
  override name = 'SandboxRefusal';
}

/** The URL of a control API path of the organization (`webhook/events`). */
export const organizationUrl = (access: SandboxAccess, path: string) =>
  new URL(`sandbox/organizations/${access.organizationId}/${path}`, access.sandbox);

/** Why the sandbox refused, in one line: what to do about credentials, or its own message. */
export async function refusal(response: Response, access: SandboxAccess): Promise<SandboxRefusal> {
  const text = await response.text().catch(() => '');
  let message = text.slice(0, 200);
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {}
  if (response.status === 401 || response.status === 403)
    return new SandboxRefusal(
      `${access.sandbox} refused (${response.status}: ${message}): ` +
        'give an admin key of the organization (--api-key) or set WAAS_SANDBOX_CONTROL_TOKEN',
    );
  return new SandboxRefusal(`${access.sandbox} answered ${response.status}: ${message}`);
}

/** A control API call that must succeed: its JSON answer, or a SandboxRefusal. */
export async function controlCall<T>(access: SandboxAccess, path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(organizationUrl(access, path), {
      ...init,
      headers: { ...access.credentials, ...(init.body !== undefined && { 'content-type': 'application/json' }) },
    });
  } catch (error) {
    throw new SandboxRefusal(`cannot reach ${access.sandbox} (${reasonOf(error)})`);
  }
  if (!response.ok) throw await refusal(response, access);
  return (await response.json()) as T;
}

/** Why a request got no answer, in a word where the system gives one (ECONNREFUSED). */
export const reasonOf = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  return cause ?? (error instanceof Error ? error.message : String(error));
};
