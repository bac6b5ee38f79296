import { eventBody } from './attempt.js';
import type { StandaloneReads } from '../store.js';

/** What a follower reads: each read is one statement on its own. */
export type FollowerStore = Pick<StandaloneReads, 'eventsAfter' | 'lastSeq' | 'organizationById' | 'seqOf'>;

/** One event as a listener is sent it: the bytes every delivery attempt sends. */
export interface StreamedEvent {
  id: string;
  type: string;
  body: string;
}

export interface StreamRequest {
  organizationId: string;
  /** The last event the listener has; the stream starts after it. */
  after?: string | undefined;
  /** Event types to send; every type when undefined. */
  types?: readonly string[] | undefined;
}

/**
 * How far back each read looks behind the last event sent. An event's place in the outbox is taken when its
 * transaction writes it, not when it commits: on PostgreSQL a posting that took an earlier place may commit after one
 * that took a later place, and a read that only went forward would pass over it for good.
 */
const LOOK_BACK = 256;
const PAGE = 100;

/** The server-sent event a listener reads (control/openapi.yaml, streamWebhookEvents). */
export const eventMessage = (event: StreamedEvent): string =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${event.body}\n\n`;

/**
 * Follows the organization's outbox for one listener. Invariant: every event of the organization written after the
 * start (and of the types asked for) is handed out once, in outbox order within each read, including one that commits
 * out of order within LOOK_BACK places of the last one handed out.
 */
export class OutboxFollower {
  readonly #store: FollowerStore;
  readonly #request: StreamRequest;
  #start: number;
  /** Events handed out that a read may see again, by id, with their place. */
  readonly #sent = new Map<string, number>();
  /**
   * The highest place handed out, kept across reads so a read that finds nothing leaves the floor where it was: a
   * lower floor would bring back events `sent` no longer holds, and they would be handed out again.
   */
  #highest: number;
  #floor: number;

  private constructor(store: FollowerStore, request: StreamRequest, start: number) {
    this.#store = store;
    this.#request = request;
    this.#start = start;
    this.#highest = start;
    this.#floor = start;
  }

  /** A follower from `after`, or from the last event written; why not, for an unknown organization or event. */
  static async open(
    store: FollowerStore,
    request: StreamRequest,
  ): Promise<OutboxFollower | 'noOrganization' | 'noEvent'> {
    if (!(await store.organizationById(request.organizationId))) return 'noOrganization';
    const start =
      request.after === undefined ? await store.lastSeq() : await store.seqOf(request.organizationId, request.after);
    return start === undefined ? 'noEvent' : new OutboxFollower(store, request, start);
  }

  /** The events written since the last call that have not been handed out. */
  async next(): Promise<StreamedEvent[]> {
    const rows = await this.#store.eventsAfter({
      organizationId: this.#request.organizationId,
      afterSeq: this.#floor,
      types: this.#request.types,
      limit: this.#sent.size + PAGE,
    });
    const fresh = rows.filter((row) => !this.#sent.has(row.id));
    if (fresh.length === 0 && (await this.#store.lastSeq()) < this.#floor) {
      // A reset of the whole sandbox emptied the outbox and numbers it from 1 again: follow from there.
      this.#start = 0;
      this.#highest = 0;
      this.#floor = 0;
      this.#sent.clear();
      return this.next();
    }
    for (const row of fresh) this.#sent.set(row.id, row.seq);
    this.#highest = Math.max(this.#highest, ...fresh.map((row) => row.seq));
    this.#floor = Math.max(this.#start, this.#highest - LOOK_BACK);
    for (const [id, seq] of this.#sent) if (seq <= this.#floor) this.#sent.delete(id);
    return fresh.map((row) => ({ id: row.id, type: row.type, body: row.body ?? eventBody(row.payload!) }));
  }
}
