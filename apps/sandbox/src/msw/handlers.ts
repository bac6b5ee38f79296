import { ControlExchange } from '../control/control-exchange.js';
import { Sandbox } from '../sandbox.js';
import type { SandboxOrigins } from './origins.js';
import { exchangeHandlers } from './exchange-handlers.js';
import type { SandboxHandlers } from './sandbox-handlers.js';

export type { SandboxHandlers, SandboxHandlersClock } from './sandbox-handlers.js';

export type SandboxHandlersOptions = SandboxOrigins & {
  /**
   * What the sandbox holds when the handlers open and after every `reset()`: `'seed'` (the default) the demo data,
   * organizations, keys and wallets (the server's, its README's Demo data); `'empty'` nothing at all, not even the
   * bank directory, so the test creates what it needs through the control API the handlers also answer
   * (`POST /sandbox/organizations`, then its API keys, wallet groups, products and wallets), as against the server.
   */
  start?: 'seed' | 'empty' | undefined;
};

/**
 * Handlers that answer every operation of the spec and of the control API from the sandbox itself (the same
 * exchanges the server's routes call: keys, validation, the ledger on PGlite), so a test gets the server's answers
 * without a server. PGlite runs on the calling thread, started from the seed dump the package ships (emptied, on an
 * empty start), and webhooks are written to the outbox but not delivered. The control API is open, as on a laptop:
 * no token.
 */
export async function createSandboxHandlers(options: SandboxHandlersOptions = {}): Promise<SandboxHandlers> {
  const sandbox = await Sandbox.open({ pgliteThread: false, webhooks: { dispatch: false }, baseline: options.start });
  const control = await ControlExchange.open({ sandbox: () => sandbox });
  return exchangeHandlers(sandbox, options, control);
}
