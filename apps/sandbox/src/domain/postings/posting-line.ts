import { autocommit, type Engine } from '../../storage/engine.js';
import { ledgerWrite, writeLedger } from '../../storage/ledger-write.js';
import { CLAIM_CONSTRAINT, readForPostings } from '../../storage/postings.js';
import {
  addInternalWallet,
  BALANCE_LIMIT_CONSTRAINT,
  INTERNAL_WALLET_BUSY,
  internalWallets,
} from '../../storage/wallets.js';
import { GroupCommit } from './group-commit.js';
import { nextInternalWallet } from './internal-wallets.js';
import { decideGroup, named, type Decision, type Known, type PostOutcome, type Submitted } from './group-decision.js';
import { postingKind, UNOBSERVED_POSTINGS, type PostingObserver } from './observer.js';

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
  if (code === '40001' || code === '40P01' || isBusy(error) || (code === '23505' && constraint === CLAIM_CONSTRAINT))
    return true;
  if (code === '23514' && constraint === BALANCE_LIMIT_CONSTRAINT) return true;
  return code?.startsWith('08') === true || code === '57P01' || /Connection terminated|ECONNRESET/.test(message ?? '');
};

/**
 * Per organization, the internal wallet a line's groups balance on (the first one when unset) and those it found busy.
 */
interface Balancing {
  id: string | undefined;
  busy: Set<string>;
}

/**
 * The postings of an engine, one line per organization: groups decided and written one after another, in arrival
 * order (group-commit.ts), each on what the database holds once the group before it has been written.
 *
 * A group is first decided on what it reads without locks, and its write checks that nothing it was decided on moved
 * since (storage/statement.ts), so a decision on stale balances writes nothing; it is then decided again with its
 * wallets locked, in a unit of work.
 *
 * Every posting moves an internal wallet of its organization, so two writers on one would write one after the other,
 * each waiting for the other's commit. A line whose internal wallet is held by another writer when it writes (another
 * process's line, a due batch) moves to one it has not found busy since its last write, adding one when there is none.
 */
export class PostingLine {
  readonly groups: GroupCommit<Submitted, PostOutcome>;
  /** Told of each committed group and each answer (Sandbox.observe); nobody by default. */
  observer: PostingObserver = UNOBSERVED_POSTINGS;
  readonly #internal = new Map<string, Balancing>();

  constructor(private readonly engine: Engine) {
    this.groups = new GroupCommit((organizationId, group) => this.#post(organizationId, group));
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
    balancing.id =
      next === 'add' ? await this.engine.unitOfWork((sql) => addInternalWallet(sql, organizationId, nowUs)) : next;
  }

  /** Decides and writes a group: unlocked first, then locked while what it read keeps moving (the class's comment). */
  async #post(organizationId: string, group: Submitted[]): Promise<PostOutcome[]> {
    for (let attempt = 1; ; attempt++) {
      let unlocked: Decision | undefined;
      try {
        if (attempt === 1) {
          unlocked = decideGroup(
            organizationId,
            group,
            await this.#read(organizationId, group),
            this.#balancing(organizationId).id,
          );
          if (unlocked.write) await this.engine.write(ledgerWrite(unlocked.write));
          this.#balancing(organizationId).busy.clear();
          return this.#committed(unlocked);
        }
        const locked = await this.engine.unitOfWork(async (sql) => {
          const internal = this.#balancing(organizationId).id;
          const decision = decideGroup(
            organizationId,
            group,
            await readForPostings(sql, organizationId, named(group), { lock: true, internal }),
            internal,
          );
          if (decision.write) await writeLedger(sql, decision.write);
          return decision;
        });
        return this.#committed(locked);
      } catch (error) {
        if (!decideAgain(error) || attempt >= ATTEMPTS) throw error;
        if (unlocked && isBusy(error)) await this.#moveOff(organizationId, unlocked.internalWalletId, group[0]!.nowUs);
      }
    }
  }

  /** A group's answers once its write has committed, told to the observer: only what committed is counted. */
  #committed(decision: Decision): PostOutcome[] {
    this.observer.grouped(decision.outcomes.length);
    decision.outcomes.forEach((outcome, i) =>
      decision.replayed[i] ? this.observer.answered('replayed') : this.observer.answered(...postingKind(outcome)),
    );
    return decision.outcomes;
  }

  /**
   * What a group is first decided on: its wallets, its organization's internal wallets and its references, unlocked.
   */
  #read(organizationId: string, group: Submitted[]): Promise<Known> {
    // Planned on every call, on the names it is given and the statistics of the moment: a prepared read keeps the
    // plan made on its first calls, and on an empty database that reads the organization's wallets through an index,
    // then for every group however large the organization grows. Prepared, it costs PostgreSQL less CPU per posting,
    // yet the line's throughput fell when it was tried (before migrations/009).
    return readForPostings(autocommit(this.engine, { prepare: false }), organizationId, named(group), { lock: false });
  }
}

// One line per storage engine: every caller posting on an engine shares its groups.
const lines = new WeakMap<Engine, PostingLine>();

export function postingLine(engine: Engine): PostingLine {
  let line = lines.get(engine);
  if (!line) {
    line = new PostingLine(engine);
    lines.set(engine, line);
  }
  return line;
}

/** Who the engine's posting line tells what it answered (Sandbox.observe); `UNOBSERVED_POSTINGS` for nobody. */
export function observePostings(engine: Engine, observer: PostingObserver): void {
  postingLine(engine).observer = observer;
}
