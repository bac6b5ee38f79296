import type { Answer } from '../contract/binder.js';
import type { SandboxCore } from '../sandbox-core.js';

/**
 * One operation of the control document. The body was validated against the document before a handler sees it, so
 * each handler types its own.
 */
export type Handler = (
  sandbox: SandboxCore,
  params: Record<string, string>,
  body: any,
  query: Record<string, unknown>,
) => Promise<Answer>;
