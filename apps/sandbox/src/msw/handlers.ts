import { CONTROL_DOCUMENT } from '../control/control-document.gen.js';
import { ControlExchange } from '../control/control-exchange.js';
import { Sandbox } from '../sandbox.js';
import { exchangeHandlers } from './exchange-handlers.js';
import type { SandboxHandlers, SandboxHandlersOptions } from './sandbox-handlers.js';

export type { SandboxHandlers, SandboxHandlersClock, SandboxHandlersOptions } from './sandbox-handlers.js';

/**
 * Handlers that answer every operation of the spec and of the control API from the sandbox itself (the same
 * exchanges the server's routes call: keys, validation, the ledger on PGlite), so a test gets the server's answers
 * without a server. PGlite runs on the calling thread, started from the seed dump the package ships (emptied, on an
 * empty start), and webhooks are written to the outbox but not delivered. The control API is open, as on a laptop:
 * no token.
 */
export async function createSandboxHandlers(options: SandboxHandlersOptions = {}): Promise<SandboxHandlers> {
  const sandbox = await Sandbox.open({ pgliteThread: false, webhooks: { dispatch: false }, baseline: options.start });
  const control = ControlExchange.over(CONTROL_DOCUMENT, { sandbox: () => sandbox });
  return exchangeHandlers(sandbox, options, control);
}
