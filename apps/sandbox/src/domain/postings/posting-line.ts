import type { Store } from '../store.js';
import { GroupCommit } from './group-commit.js';
import { nextInternalWallet } from './internal-wallets.js';
import { decideGroup, named, type Decision, type PostOutcome, type Submitted } from './group-decision.js';
import { postingKind, UNOBSERVED_POSTINGS, type PostingObserver } from './observer.js';

const ATTEMPTS = 5;

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
 * since (the store's `writeUnlocked`), so a decision on stale balances writes nothing; it is then decided again with
 * its wallets locked, in a unit of work.
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

  constructor(private readonly store: Store) {
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
    const ids = (await this.store.internalWallets(organizationId)).map((w) => w.id);
    const next = nextInternalWallet(ids, balancing.busy, busyId);
    balancing.id =
      next === 'add' ? await this.store.unitOfWork((tx) => tx.addInternalWallet(organizationId, nowUs)) : next;
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
            await this.store.readForPostings(organizationId, named(group)),
            this.#balancing(organizationId).id,
          );
          if (unlocked.write) await this.store.writeUnlocked(unlocked.write);
          this.#balancing(organizationId).busy.clear();
          return this.#committed(unlocked);
        }
        const locked = await this.store.unitOfWork(async (tx) => {
          const internal = this.#balancing(organizationId).id;
          const decision = decideGroup(
            organizationId,
            group,
            await tx.lockForPostings(organizationId, named(group), internal),
            internal,
          );
          if (decision.write) await tx.writeLedger(decision.write);
          return decision;
        });
        return this.#committed(locked);
      } catch (error) {
        const failure = this.store.writeFailure(error);
        if (failure === undefined || attempt >= ATTEMPTS) throw error;
        if (unlocked && failure === 'internalWalletBusy')
          await this.#moveOff(organizationId, unlocked.internalWalletId, group[0]!.nowUs);
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
}

// One line per store (one per storage engine): every caller posting on it shares its groups.
const lines = new WeakMap<Store, PostingLine>();

export function postingLine(store: Store): PostingLine {
  let line = lines.get(store);
  if (!line) {
    line = new PostingLine(store);
    lines.set(store, line);
  }
  return line;
}

/** Who the store's posting line tells what it answered (Sandbox.observe); `UNOBSERVED_POSTINGS` for nobody. */
export function observePostings(store: Store, observer: PostingObserver): void {
  postingLine(store).observer = observer;
}
