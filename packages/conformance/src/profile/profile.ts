import type { CauseStep, WebhookCause } from './profile-file.gen.js';

/** A mock serves the spec itself; a live target (the sandbox, a staging) keeps state of its own. */
export type TargetKind = 'mock' | 'live';

// A cause and its steps reach the runner as the file wrote them, so they keep the file's generated types.
export type { CauseStep, WebhookCause };

/**
 * `determined`: only the values the request and earlier answers fix (an id asked for, an update echoed, the
 * reference posted); the rest of an example is the example's own data. `subset` and `exact` compare the example.
 */
export const MATCH_MODES = ['schema', 'determined', 'subset', 'exact'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** How politely a run treats a target: the profile's `limits`. */
export interface Limits {
  /** Requests in flight: the run's unless the command line's --concurrency asks for fewer; it cannot raise it. */
  concurrency?: number;
  /** Requests started a second at most, across the whole run. */
  perSecond?: number;
  /** Times one request is sent again after a 429, or a 503 with Retry-After. */
  retries: number;
  /** The longest wait for one Retry-After; a target asking for longer gets its answer judged as it is. */
  maxWaitMs: number;
}

/** A target as the runner sees it, after the profile file, environment and command line are merged. */
export interface Profile {
  name: string;
  /** Absent: detected from how the target answers. */
  kind?: TargetKind;
  baseUrls: { wallet: string; checkout: string; payout: string };
  keys: {
    /** The organization's key, with admin access: every example pair without x-scenario uses it. */
    organization?: string;
    /** A key of a second organization: otherOrganization pairs (403) need it on a live target. */
    otherOrganization?: string;
    /** A key of the same organization without admin access: nonAdminKey pairs need it on a live target. */
    nonAdmin?: string;
    /** A key nobody issued; a made-up value by default. */
    unknown: string;
  };
  /**
   * Request input name → the target's value (organizationId, walletId, productId…); the examples' values of that
   * input are replaced.
   */
  identifiers: Record<string, string>;
  /**
   * Example value → the target's value, replaced wherever a whole string in a request or an expected body equals it.
   */
  fixtures: Record<string, string>;
  /** Answer time budgets on a live target: a slower answer fails the latency check. */
  latency: { budgetMs: number; operations: Record<string, number> };
  /** How far ahead of its sending a scheduled posting is dated, in milliseconds. */
  scheduleAheadMs: number;
  /** Below this coverage index the run fails, saying what was not exercised. */
  minCoverage?: number;
  /** Requests in flight and a second, and how rate limits are waited for. */
  limits: Limits;
  capabilities: {
    /** Operations marked x-staging-only exist on this target. */
    stagingOnly: boolean;
    /** Requests other than GET may be sent. */
    writes: boolean;
    /** Generated negative and hostile values may be sent; absent: on a mock only. */
    generated?: boolean;
    /**
     * How to provoke a server fault on this target; without it, serverFault pairs are not applicable on a live target.
     */
    serverFault?: { headers?: Record<string, string>; query?: Record<string, string> };
  };
  match: {
    /** Absent: exact on a mock, determined on a live target. */
    mode?: MatchMode;
    /** Paths left out of the value match: `data.id`, `data.*.createdAt`, `**.id`. */
    ignore: string[];
    /** Whether properties the schema does not declare fail the case or only warn. */
    unknownProperties: 'fail' | 'warn';
  };
  /**
   * Whether a check that refutes one of the spec's provisional choices (x-provisional) fails the run or is only
   * reported.
   */
  refutedChoices: 'report' | 'fail';
  webhooks?: WebhookProfile;
  /**
   * Requests sent once, in order, before any case, on a live target that takes writes: what a fresh target lacks and
   * the run exercises (the sandbox's: an Active checkout wallet with a split, which the checkoutPayment workflow pays).
   */
  setup: CauseStep[];
}

export interface WebhookProfile {
  secret: string;
  receiver: {
    host: string;
    port: number;
    path: string;
    /** The URL the target posts to, when it differs from http://host:port/path (a tunnel, a container network). */
    publicUrl?: string;
  };
  /**
   * A request that tells the target where to send webhooks; `{receiverUrl}` in its url or body is replaced (not
   * `${…}`, which is the environment).
   */
  register?: { method: string; url: string; headers?: Record<string, string>; body?: unknown };
  /** How long to wait for the notification after the inflow. */
  waitMs: number;
  toleranceSeconds: number;
  /** How to cause each other event type on this target; a type without one is reported not applicable. */
  causes: Record<string, WebhookCause>;
  /** `failures`: the first delivery of an inflow event is refused (500, then no answer) to see what the target does. */
  probe?: 'failures';
}
