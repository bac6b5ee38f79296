import { autocommit, type Engine } from '../../storage/engine.js';
import { ledgerWrite, writeLedger } from '../../storage/ledger-write.js';
import { CLAIM_CONSTRAINT, readForPostings } from '../../storage/postings.js';
import { BALANCE_LIMIT_CONSTRAINT } from '../../storage/wallets.js';
import { GroupCommit } from './group-commit.js';
import { decideGroup, named, type Decision, type Known, type PostOutcome, type Submitted } from './group-decision.js';

const ATTEMPTS = 5;

/**
 * The group's write wrote nothing, or may have, and deciding again from the database gives the right answer: a wallet
 * moved or a reference was claimed since the group read it; an organization's own wallet, moved by others since,
 * would pass the balance limit; the write was chosen as a deadlock's victim; or the
 * connection went while the write was committing, so it may have committed — then its references are claimed, and
 * deciding again answers each as the replay of what it stored.
 */
const decideAgain = (error: unknown) => {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code === '40001' || code === '40P01' || (code === '23505' && constraint === CLAIM_CONSTRAINT)) return true;
  if (code === '23514' && constraint === BALANCE_LIMIT_CONSTRAINT) return true;
  return code?.startsWith('08') === true || code === '57P01' || /Connection terminated|ECONNRESET/.test(message ?? '');
};

/** What a group being written leaves for the next one to be decided on, true once its write commits as decided. */
interface Handover {
  after: Known;
  committed: Promise<boolean>;
}

/**
 * The postings of an engine, one line per organization: groups decided in arrival order, each on the balances the
 * one before left, and written in that order (group-commit.ts).
 *
 * A group is decided while the one before it is being written: on that group's wallets and claims as it decided them
 * (its handover), and on what the database holds for the rest. Its write waits for that group's, and when that one
 * did not commit as decided, the group is decided again from the database alone. Every write checks that nothing it
 * was decided on moved since (storage/statement.ts), so a decision on stale balances writes nothing.
 */
class PostingLine {
  readonly groups: GroupCommit<Submitted, PostOutcome>;
  readonly #handovers = new Map<string, Handover>();

  constructor(private readonly engine: Engine) {
    this.groups = new GroupCommit({
      decide: (organizationId, group) => this.#decide(organizationId, group),
      alone: async (organizationId, submitted) => (await this.#fromDatabase(organizationId, [submitted]))[0]!,
    });
  }

  async #decide(organizationId: string, group: Submitted[]): Promise<() => Promise<PostOutcome[]>> {
    const previous = this.#handovers.get(organizationId);
    const decision = decideGroup(organizationId, group, await this.#known(organizationId, group, previous?.after));
    let committed!: (done: boolean) => void;
    const handover: Handover = { after: decision.after, committed: new Promise((resolve) => (committed = resolve)) };
    this.#handovers.set(organizationId, handover);
    return async () => {
      try {
        if (previous && !(await previous.committed)) {
          committed(false);
          return await this.#fromDatabase(organizationId, group);
        }
        const outcomes = await this.#write(decision);
        committed(true);
        return outcomes;
      } catch (error) {
        committed(false);
        if (!decideAgain(error)) throw error;
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
    // Planned on every call: prepared, the bench's posts/s on PostgreSQL fell by a fifth to a third (2026-11-22),
    // though EXPLAIN showed the same plan either way; point reads gain from preparing, this one does not.
    const read = await readForPostings(autocommit(this.engine, { prepare: false }), organizationId, { accountNumbers: [...accounts], walletIds: [...ids], references: [...references] }, { lock: false });
    const handedWallets = new Set(handed.wallets.map((w) => w.id));
    return {
      wallets: [...handed.wallets, ...read.wallets.filter((w) => !handedWallets.has(w.id))],
      postings: [...handed.postings, ...read.postings],
    };
  }

  async #write(decision: Decision): Promise<PostOutcome[]> {
    if (decision.write) await this.engine.write(ledgerWrite(decision.write));
    return decision.outcomes;
  }

  /**
   * A group decided on the database alone: first read without locks, as a group on a line is; when something moved
   * since, again with the wallets locked, in a unit of work.
   */
  async #fromDatabase(organizationId: string, group: Submitted[]): Promise<PostOutcome[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (attempt === 1) return await this.#write(decideGroup(organizationId, group, await this.#known(organizationId, group, undefined)));
        return await this.engine.unitOfWork(async (sql) => {
          const decision = decideGroup(organizationId, group, await readForPostings(sql, organizationId, named(group), { lock: true }));
          if (decision.write) await writeLedger(sql, decision.write);
          return decision.outcomes;
        });
      } catch (error) {
        if (!decideAgain(error) || attempt >= ATTEMPTS) throw error;
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
