import type { FastifyInstance } from 'fastify';
import { brokenInvariants } from '../domain/invariants.js';
import { instant, parseInstant } from '../domain/instants.js';
import { toMinor } from '../domain/money.js';
import { createOrganization, createProduct, createWallet, createWalletGroup, issueApiKey } from '../domain/provisioning.js';
import { toWallet } from '../domain/wallets.js';
import { outboxEvents } from '../domain/webhooks/endpoints.js';
import { unstorableStrings } from '../contract/violations.js';
import type { Sandbox } from '../sandbox.js';
import { CHECKOUT_HANDLERS } from './checkout.js';
import { controlRoutes, loadControlDocument } from './control-document.js';
import { WALLET_HANDLERS } from './wallets.js';
import { WEBHOOK_HANDLERS } from './webhooks.js';

type Answer = { status: number; body: unknown };
// The body was validated against the control document before a handler sees it, so each handler types its own.
export type Handler = (sandbox: Sandbox, params: Record<string, string>, body: any) => Promise<Answer>;

const ok = (body: unknown, status = 200): Answer => ({ status, body });
const problem = (status: number, message: string): Answer => ({ status, body: { message } });
const NO_ORGANIZATION = problem(404, 'No organization has the id');

const clockOf = (sandbox: Sandbox) => ok({ now: instant(sandbox.clock.nowUs()), offsetSeconds: sandbox.clock.offsetUs / 1_000_000 });

const HANDLERS: Record<string, Handler> = {
  async reset(sandbox) {
    await sandbox.reset();
    return ok({ reset: true });
  },
  getClock: async (sandbox) => clockOf(sandbox),
  async setClock(sandbox, _params, body: { now?: string; offsetSeconds?: number }) {
    if (body.now !== undefined) {
      const nowUs = parseInstant(body.now);
      if (nowUs === undefined) return problem(400, 'now is not an instant');
      await sandbox.setClockOffset(nowUs - Date.now() * 1000);
    } else {
      await sandbox.setClockOffset(body.offsetSeconds! * 1_000_000);
    }
    return clockOf(sandbox);
  },
  getInvariants: async (sandbox) => ok({ broken: await sandbox.engine.unitOfWork((sql) => brokenInvariants(sql)) }),
  async createOrganization(sandbox, _params, body: { id?: string; name: string }) {
    return ok(await createOrganization(sandbox.engine, { id: body.id, name: body.name, nowUs: sandbox.clock.nowUs() }), 201);
  },
  async issueApiKey(sandbox, params, body: { isAdmin: boolean; label?: string; key?: string }) {
    const issued = await issueApiKey(sandbox.engine, {
      organizationId: params.organizationId!.toLowerCase(), isAdmin: body.isAdmin, label: body.label ?? 'control API', key: body.key, nowUs: sandbox.clock.nowUs(),
    });
    sandbox.callers.forget();
    return issued ? ok(issued, 201) : NO_ORGANIZATION;
  },
  async createWalletGroup(sandbox, params, body: { name: string; description?: string | null }) {
    const created = await createWalletGroup(sandbox.engine, { organizationId: params.organizationId!.toLowerCase(), name: body.name, description: body.description, nowUs: sandbox.clock.nowUs() });
    return created ? ok(created, 201) : NO_ORGANIZATION;
  },
  async createProduct(sandbox, params, body: { name: string; description: string; direction: 'D' | 'C'; isActive?: boolean }) {
    const created = await createProduct(sandbox.engine, { organizationId: params.organizationId!.toLowerCase(), ...body, nowUs: sandbox.clock.nowUs() });
    return created ? ok(created, 201) : NO_ORGANIZATION;
  },
  async createWallet(sandbox, params, body: { name: string; walletGroupId?: string; accountNumber?: string; mobNum?: string; overdraft?: number }) {
    const overdraftMinor = body.overdraft === undefined ? null : toMinor(body.overdraft);
    if (overdraftMinor === undefined) return problem(400, 'overdraft has more than two decimals');
    try {
      const wallet = await createWallet(sandbox.engine, {
        organizationId: params.organizationId!.toLowerCase(), name: body.name, walletGroupId: body.walletGroupId, accountNumber: body.accountNumber,
        mobNum: body.mobNum, overdraftMinor, nowUs: sandbox.clock.nowUs(),
      });
      return wallet ? ok(toWallet(wallet), 201) : problem(404, 'No organization, or no wallet group of it, has the id');
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return problem(409, 'The account number is taken');
      throw error;
    }
  },
  async listOutbox(sandbox, params) {
    return ok({ events: await outboxEvents(sandbox.engine, params.organizationId!.toLowerCase()) });
  },
  ...WEBHOOK_HANDLERS,
  ...CHECKOUT_HANDLERS,
  ...WALLET_HANDLERS,
};

/** The control API, bound from its own OpenAPI document the way the wallet API is bound from the spec. */
export async function controlApi(app: FastifyInstance, options: { sandbox: Sandbox }): Promise<void> {
  const routes = controlRoutes(await loadControlDocument());
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(400).send({ message: 'Invalid request' });
    request.log.error({ err: error }, 'control API error');
    return reply.code(500).send({ message: 'An unexpected error occurred' });
  });
  for (const route of routes) {
    const handler = HANDLERS[route.operationId];
    if (!handler) throw new Error(`control operation ${route.operationId} has no handler`);
    // Routes are registered with the document's full paths, so the plugin is registered without a prefix.
    app.route({
      method: route.method as 'GET',
      url: route.url,
      schema: { response: route.responseSchemas },
      handler: async (request, reply) => {
        const params = { ...(request.params as Record<string, string>) };
        const body = request.body ?? {};
        if (!route.accepts({ params, body }) || unstorableStrings('body', body).length > 0) return reply.code(400).send({ message: 'Invalid request' });
        const answer = await handler(options.sandbox, params, body);
        return reply.code(answer.status).send(answer.body);
      },
    });
  }
}
