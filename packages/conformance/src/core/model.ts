/** The words of a conformance run, shared by cases, checks, the runner and the reporters. */

// The names the report also uses, generated from its schema (schema/report.schema.json) so they are written once.
export type { CaseKind, CaseOutcome, CheckName, CheckOutcome, Fault } from './names.gen.js';
import type { CaseKind, CaseOutcome, CheckName, CheckOutcome, Fault } from './names.gen.js';

export type { TargetKind } from '../profile/profile.js';

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** A value the request (or an earlier answer) fixes, at a path of the answer; `*` stands for every item of a list. */
export interface DeterminedValue {
  path: string[];
  value: unknown;
}

/** What a case expects back; built from an example pair, or from a rule when no example exists. */
export interface Expectation {
  /** A number, or `4xx` for checks that accept any client error but never a 5xx. */
  status: number | '4xx';
  /**
   * Envelope fields and their values; `error` accepts any error envelope (success false, statusCode mirroring the
   * status).
   */
  envelope: Record<string, unknown> | 'error';
  contentType: string;
  /** The example body whose values the response must match, in the profile's match mode. */
  body?: unknown;
  /** In `determined` mode: the values the request fixes, already bound to the target's. */
  determined?: DeterminedValue[];
}

/** An exchange as a report keeps it: bodies clipped, so a finding holds two of them whatever the traffic's size. */
export interface KeptExchange {
  startedAt: string;
  request: HttpRequest;
  response: { status: number; contentType: string; body: string };
}

/** Observed traffic: the exchanges of one operation and status that failed one check at one place of the document. */
export interface Finding {
  check: CheckName;
  /** The bundle's pointer the failure is about (a schema, a response); empty when the check speaks to no one place. */
  at: string;
  count: number;
  message: string;
  expected?: string;
  actual?: string;
  first: KeptExchange;
  last: KeptExchange;
}

export interface Case {
  /** Unique and stable, e.g. `getWalletById 404 accountNotFound`. */
  id: string;
  kind: CaseKind;
  operationId: string;
  tags: string[];
  /** JSON pointer of the operation (or webhook) in the bundle; provisional choices are matched against it. */
  at: string;
  request: HttpRequest;
  expect: Expectation;
  /** Set when the target cannot run the case: why. */
  notApplicable?: string;
  /** A case of several requests (a walk over pages, a posting read back) judges them itself; `request` is its first. */
  execute?: (exchange: Exchange) => Promise<CheckResult[]>;
  /** Generated cases: how many values the case tries. */
  samples?: number;
  /** It reads a shared wallet back around its writes: it runs last, with nothing else in flight. */
  alone?: boolean;
  /** On a live target, cases of one lane run one after another; an operation's cases share one when this is absent. */
  lane?: string;
  /** A workflow's steps as they ran, filled by `execute`. */
  trace?: StepTrace[];
  /** The provisional choices the case relies on (a reference it knows only through one): its failures refute them. */
  restsOn?: string[];
  /** The bundle's pointer of the response example its envelope and values are compared with (`exampleAt`). */
  example?: string;
}

/** One step of a workflow as it ran: its request and the status it got back. */
export interface StepTrace {
  stepId: string;
  request: HttpRequest;
  status: number;
  outcome: 'passed' | 'failed';
}

/** Sends one request of a multi-request case; the runner keeps the last exchange for the report. */
export type Exchange = (request: HttpRequest) => Promise<HttpResponse>;

export interface CheckResult {
  name: CheckName;
  outcome: CheckOutcome;
  expected?: string;
  actual?: string;
  message?: string;
  /**
   * The bundle's pointers a failure is about (the schemas that apply where a body is wrong); absent: whatever the
   * check's kind speaks to.
   */
  at?: string[];
  /** Set on a failure that is a fault whatever the spec chose: it is a deviation, never a refuted choice. */
  fault?: Fault;
}

export interface CaseResult {
  id: string;
  kind: CaseKind;
  operationId: string;
  /** JSON pointer of the operation (or webhook) in the bundle. */
  at: string;
  /** The status the case expected; provisional choices are matched against that response of the operation. */
  expectedStatus: Expectation['status'];
  outcome: CaseOutcome;
  /** Why a case was not applicable, or the network error that stopped it. */
  reason?: string;
  checks: CheckResult[];
  request: HttpRequest;
  response?: { status: number; contentType: string; body: string };
  durationMs: number;
  /** Generated cases: how many values the case tried. */
  samples?: number;
  /** Workflows: each step with its request and the status it got back. */
  steps?: StepTrace[];
  /** Observed traffic: how many exchanges of this operation and status were seen, and what failed, grouped. */
  observed?: { exchanges: number; findings: Finding[] };
  /**
   * The response example the case compared the answer with: a choice on it is refuted by a differing envelope or value.
   */
  example?: string;
}
