import type { PostOutcome } from './group-decision.js';

/** How a transaction request was answered: the reason of a refusal is the domain's answer (`insufficientFunds`…). */
export type PostingKind = 'posted' | 'scheduled' | 'replayed' | 'refused' | 'failed';
export type RefusalReason = Exclude<PostOutcome['answer'], 'transactionPosted' | 'transactionScheduled'>;

/**
 * What the posting line tells whoever watches it (the app's metrics, http/metrics.ts): the domain names what happened
 * and knows no metrics library; nobody watches until the sandbox is told (`Sandbox.observe`).
 */
export interface PostingObserver {
  /** A transaction request answered; a replay is a reference answered again from what its first call stored. */
  answered(kind: PostingKind, reason?: RefusalReason): void;
  /** A group decided and committed (or found to claim nothing): how many postings it carried. */
  grouped(size: number): void;
}

export const UNOBSERVED_POSTINGS: PostingObserver = { answered: () => undefined, grouped: () => undefined };

/** The kind of a decided answer that is not a replay. */
export function postingKind(outcome: PostOutcome): [PostingKind, RefusalReason?] {
  if (outcome.answer === 'transactionPosted') return ['posted'];
  if (outcome.answer === 'transactionScheduled') return ['scheduled'];
  return ['refused', outcome.answer];
}
