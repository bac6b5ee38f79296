import { autocommit, type Engine } from '../../storage/engine.js';
import { ledgerWrite, writeLedger } from '../../storage/ledger-write.js';
import { CLAIM_CONSTRAINT, readForPostings } from '../../storage/postings.js';
import { addInternalWallet, BALANCE_LIMIT_CONSTRAINT, INTERNAL_WALLET_BUSY, internalWallets } from '../../storage/wallets.js';
import { GroupCommit } from './group-commit.js';
import { nextInternalWallet } from './internal-wallets.js';
import { decideGroup, named, type Decision, type Known, type PostOutcome, type Submitted } from './group-decision.js';

const ATTEMPTS = 5;

const isBusy = (error: unknown) => (error as { code?: string }).code === INTERNAL_WALLET_BUSY;

/**
 * The group's write wrote nothing, or may have, and deciding again from the database gives the right answer: a wallet
 * moved or a reference was claimed since the group read it; an organization's own wallet, moved by others since,
 * would pass the balance limit; its internal wallet was held by another writer; the write was chosen as a deadlock's
 * victim; or the connection went while the write was committing, so it may have committed — then its references are
 * claimed, and deciding again answers each as the replay of what it stored.
 */
const decideAgain = (error: unknown) => {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code === '40001' || code === '40P01' || isBusy(error) || (code === '23505' && constraint === CLAIM_CONSTRAINT)) return true;
  if (code === '23514' && constraint === BALANCE_LIMIT_CONSTRAINT) return true;
  return code?.startsWith('08') === true || code === '57P01' || /Connection terminated|ECONNRESET/.test(message ?? '');
};

/** What a group being written leaves for the next one to be decided on, true once its write commits as decided. */
interface Handover {
  after: Known;
  committed: Promise<boolean>;
}

/** Per organization, the internal wallet a line's groups balance on (the first one when unset) and those it found busy. */
interface Balancing {
  id: string | undefined;
  busy: Set<string>;
}

/**
 * The postings of an engine, one line per organization: groups decided in arrival order, each on the balances the
 * one before left, and written in that order (group-commit.ts).
 *
 * A group is decided while the one before it is being written: on that group's wallets and claims as it decided them
 * (its handover), and on what the database holds for the rest. Its write waits for that group's, and when that one
 * did not commit as decided, the group is decided again from the database alone. Every write checks that nothing it
 * was decided on moved since (storage/statement.ts), so a decision on stale balances writes nothing.
 *
 * Every posting moves an internal wallet of its organization, so two writers on one would write one after the other,
 * each waiting for the other's commit. A line whose internal wallet is held by another writer when it writes (another
 * process's line, a due batch) moves to one it has not found busy since its last write, adding one when there is none.
 */
class PostingLine {
  readonly groups: GroupCommit<Submitted, PostOutcome>;
  readonly #handovers = new Map<string, Handover>();
  readonly #internal = new Map<string, Balancing>();

  constructor(private readonly engine: Engine) {
    this.groups = new GroupCommit({
      decide: (organizationId, group) => this.#decide(organizationId, group),
      alone: async (organizationId, submitted) => (await this.#fromDatabase(organizationId, [submitted]))[0]!,
    });
  }

  async #decide(organizationId: string, group: Submitted[]): Promise<() => Promise<PostOutcome[]>> {
    const previous = this.#handovers.get(organizationId);
    const known = await this.#known(organizationId, group, previous?.after);
    const decision = decideGroup(organizationId, group, known, this.#balancing(organizationId).id);
    let committed!: (done: boolean) => void;
    const handover: Handover = { after: decision.after, committed: new Promise((resolve) => (committed = resolve)) };
    this.#handovers.set(organizationId, handover);
    return async () => {
      try {
        if (previous && !(await previous.committed)) {
          committed(false);
          return await this.#fromDatabase(organizationId, group);
        }
        const outcomes = await this.#write(organizationId, decision);
        committed(true);
        return outcomes;
      } catch (error) {
        committed(false);
        if (!decideAgain(error)) throw error;
        if (isBusy(error)) await this.#moveOff(organizationId, decision.internalWalletId, group[0]!.nowUs);
        return this.#fromDatabase(organizationId, group);
      } finally {
        if (this.#handovers.get(organizationId) === handover) this.#handovers.delete(organizationId);
      }
    };
  }

  /** What a group is decided on: the previous group's wallets and claims as it left them, the database for the rest. */
  async #known(organizationId: string, group: Submitted[], previous: Known | undefined): Promise<Known> {
    const wanted = named(group);
    const accounts = new Set(wanted.accountNumbers);
    const ids = new Set(wanted.walletIds);
    const references = new Set(wanted.references);
    const handed = {
      wallets: (previous?.wallets ?? []).filter((w) => w.kind === 'internal' || accounts.has(w.account_number) || ids.has(w.id)),
      postings: (previous?.postings ?? []).filter((p) => references.has(p.reference)),
    };
    for (const wallet of handed.wallets) {
      accounts.delete(wallet.account_number);
      ids.delete(wallet.id);
    }
    for (const posting of handed.postings) references.delete(posting.reference);
    // Planned on every call, on the names it is given and the statistics of the moment: a prepared read keeps the
    // plan made on its first calls, and on an empty database that reads the organization's wallets through an index
    // (2026-11-24), then for every group however large the organization grows. Prepared, it cost PostgreSQL about a
    // sixth less CPU per posting; posts/s fell by a fifth to a third when it was tried before migrations/009.
    const read = await readForPostings(autocommit(this.engine, { prepare: false }), organizationId, { accountNumbers: [...accounts], walletIds: [...ids], references: [...references] }, { lock: false });
    const handedWallets = new Set(handed.wallets.map((w) => w.id));
    return {
      wallets: [...handed.wallets, ...read.wallets.filter((w) => !handedWallets.has(w.id))],
      postings: [...handed.postings, ...read.postings],
    };
  }

  async #write(organizationId: string, decision: Decision): Promise<PostOutcome[]> {
    if (decision.write) await this.engine.write(ledgerWrite(decision.write));
    this.#balancing(organizationId).busy.clear();
    return decision.outcomes;
  }

  #balancing(organizationId: string): Balancing {
    let balancing = this.#internal.get(organizationId);
    if (!balancing) this.#internal.set(organizationId, (balancing = { id: undefined, busy: new Set() }));
    return balancing;
  }

  /** Moves the organization's groups off an internal wallet another writer held (internal-wallets.ts). */
  async #moveOff(organizationId: string, busyId: string, nowUs: number): Promise<void> {
    const balancing = this.#balancing(organizationId);
    balancing.busy.add(busyId);
    const ids = (await internalWallets(autocommit(this.engine), organizationId)).map((w) => w.id);
    const next = nextInternalWallet(ids, balancing.busy, busyId);
    balancing.id = next === 'add' ? await this.engine.unitOfWork((sql) => addInternalWallet(sql, organizationId, nowUs)) : next;
  }

  /**
   * A group decided on the database alone: first read without locks, as a group on a line is; when something moved
   * since, again with the wallets locked, in a unit of work.
   */
  async #fromDatabase(organizationId: string, group: Submitted[]): Promise<PostOutcome[]> {
    for (let attempt = 1; ; attempt++) {
      let unlocked: Decision | undefined;
      try {
        if (attempt === 1) {
          unlocked = decideGroup(organizationId, group, await this.#known(organizationId, group, undefined), this.#balancing(organizationId).id);
          return await this.#write(organizationId, unlocked);
        }
        return await this.engine.unitOfWork(async (sql) => {
          const internal = this.#balancing(organizationId).id;
          const decision = decideGroup(organizationId, group, await readForPostings(sql, organizationId, named(group), { lock: true, internal }), internal);
          if (decision.write) await writeLedger(sql, decision.write);
          return decision.outcomes;
        });
      } catch (error) {
        if (!decideAgain(error) || attempt >= ATTEMPTS) throw error;
        if (unlocked && isBusy(error)) await this.#moveOff(organizationId, unlocked.internalWalletId, group[0]!.nowUs);
      }
    }
  }
}

// One line per storage engine: every caller posting on an engine shares its groups.
const lines = new WeakMap<Engine, PostingLine>();

export function postingLine(engine: Engine): GroupCommit<Submitted, PostOutcome> {
  let line = lines.get(engine);
  if (!line) {
    line = new PostingLine(engine);
    lines.set(engine, line);
  }
  return line.groups;
}
