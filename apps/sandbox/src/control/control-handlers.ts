import type { Answer } from '../contract/binder.js';
import { brokenInvariants } from '../domain/ledger/invariants.js';
import { toMinor } from '../domain/ledger/money.js';
import {
  createOrganization,
  createProduct,
  createWallet,
  createWalletGroup,
  issueApiKey,
} from '../domain/organizations/provisioning.js';
import type { ClockReading } from '../domain/time/clocks.js';
import { instantMillis, parseInstant } from '../domain/time/instants.js';
import { toWallet } from '../domain/wallets/wallets.js';
import { outboxEvents } from '../domain/webhooks/endpoints.js';
import type { SandboxCore } from '../sandbox-core.js';
import { CHECKOUT_HANDLERS } from './checkout.js';
import type { Handler } from './handler.js';
import { WALLET_HANDLERS } from './wallets.js';
import { WEBHOOK_HANDLERS } from './webhooks.js';

const ok = (body: unknown, status = 200): Answer => ({ status, body });
const problem = (status: number, message: string): Answer => ({ status, body: { message } });
const NO_ORGANIZATION = problem(404, 'No organization has the id');
/**
 * A request the control document does not take (its Invalid response: 400 and a Problem), whether or not the
 * operation lists a 400: the document has no examples to name another answer.
 */
export const INVALID_REQUEST = problem(400, 'Invalid request');

const clockOf = (sandbox: SandboxCore) =>
  ok({ now: instantMillis(sandbox.clock.nowUs()), offsetSeconds: sandbox.clock.offsetUs / 1_000_000 });
const readingOf = (reading: ClockReading | undefined) =>
  reading ? ok({ now: instantMillis(reading.nowUs), offsetSeconds: reading.offsetUs / 1_000_000 }) : NO_ORGANIZATION;

/** The offset a clock setting asks for, from real time; undefined when `now` is not an instant. */
function offsetOf(body: { now?: string; offsetSeconds?: number }): number | undefined {
  if (body.now === undefined) return body.offsetSeconds! * 1_000_000;
  const nowUs = parseInstant(body.now);
  return nowUs === undefined ? undefined : nowUs - Date.now() * 1000;
}

/** Each operation of the control document (control/openapi.yaml), by operationId. */
export const CONTROL_HANDLERS: Record<string, Handler> = {
  async reset(sandbox) {
    await sandbox.reset();
    return ok({ reset: true });
  },
  getClock: async (sandbox) => clockOf(sandbox),
  async setClock(sandbox, _params, body: { now?: string; offsetSeconds?: number }) {
    const offsetUs = offsetOf(body);
    if (offsetUs === undefined) return problem(400, 'now is not an instant');
    await sandbox.setClockOffset(offsetUs);
    return clockOf(sandbox);
  },
  getOrganizationClock: async (sandbox, params) =>
    readingOf(await sandbox.clocks.read(params.organizationId!.toLowerCase())),
  async setOrganizationClock(sandbox, params, body: { now?: string; offsetSeconds?: number }) {
    const offsetUs = offsetOf(body);
    if (offsetUs === undefined) return problem(400, 'now is not an instant');
    const organizationId = params.organizationId!.toLowerCase();
    if (!(await sandbox.clocks.set(organizationId, offsetUs))) return NO_ORGANIZATION;
    return readingOf(await sandbox.clocks.read(organizationId));
  },
  async resetOrganization(sandbox, params) {
    return (await sandbox.resetOrganization(params.organizationId!.toLowerCase()))
      ? ok({ reset: true })
      : NO_ORGANIZATION;
  },
  getInvariants: async (sandbox) => ok({ broken: await sandbox.store.unitOfWork((tx) => brokenInvariants(tx)) }),
  async createOrganization(sandbox, _params, body: { id?: string; name: string }) {
    return ok(
      await createOrganization(sandbox.store, { id: body.id, name: body.name, nowUs: sandbox.clock.nowUs() }),
      201,
    );
  },
  async issueApiKey(sandbox, params, body: { isAdmin: boolean; label?: string; key?: string }) {
    const issued = await issueApiKey(sandbox.store, {
      organizationId: params.organizationId!.toLowerCase(),
      isAdmin: body.isAdmin,
      label: body.label ?? 'control API',
      key: body.key,
      nowUs: await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    });
    sandbox.callers.forget();
    return issued ? ok(issued, 201) : NO_ORGANIZATION;
  },
  async createWalletGroup(sandbox, params, body: { name: string; description?: string | null }) {
    const created = await createWalletGroup(sandbox.store, {
      organizationId: params.organizationId!.toLowerCase(),
      name: body.name,
      description: body.description,
      nowUs: await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    });
    return created ? ok(created, 201) : NO_ORGANIZATION;
  },
  async createProduct(
    sandbox,
    params,
    body: { name: string; description: string; direction: 'D' | 'C'; isActive?: boolean },
  ) {
    const created = await createProduct(sandbox.store, {
      organizationId: params.organizationId!.toLowerCase(),
      ...body,
      nowUs: await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
    });
    return created ? ok(created, 201) : NO_ORGANIZATION;
  },
  async createWallet(
    sandbox,
    params,
    body: { name: string; walletGroupId?: string; accountNumber?: string; mobNum?: string; overdraft?: number },
  ) {
    const overdraftMinor = body.overdraft === undefined ? null : toMinor(body.overdraft);
    if (overdraftMinor === undefined) return problem(400, 'overdraft has more than two decimals');
    try {
      const wallet = await createWallet(sandbox.store, {
        organizationId: params.organizationId!.toLowerCase(),
        name: body.name,
        walletGroupId: body.walletGroupId,
        accountNumber: body.accountNumber,
        mobNum: body.mobNum,
        overdraftMinor,
        nowUs: await sandbox.clocks.nowUs(params.organizationId!.toLowerCase()),
      });
      return wallet ? ok(toWallet(wallet), 201) : problem(404, 'No organization, or no wallet group of it, has the id');
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return problem(409, 'The account number is taken');
      throw error;
    }
  },
  async listOutbox(sandbox, params) {
    return ok({ events: await outboxEvents(sandbox.store, params.organizationId!.toLowerCase()) });
  },
  ...WEBHOOK_HANDLERS,
  ...CHECKOUT_HANDLERS,
  ...WALLET_HANDLERS,
};
