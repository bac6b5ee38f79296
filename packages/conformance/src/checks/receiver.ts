import type { CheckResult } from '../core/model.js';

/** What a team's receiver must answer to one delivery, and what it means for the team when it does not. */
export interface ReceiverExpectation {
  /** 200 (a real event, a retry, an event out of order), or anything but a 2xx (a forged or tampered one). */
  accepted: boolean;
  /** What an attacker or a retry would do with the receiver's mistake: the finding's message. */
  says: string;
}

/** The receiver's answer to one delivery, judged: a 2xx takes the event, anything else refuses it. */
export function receiverAnswered(expect: ReceiverExpectation, status: number): CheckResult {
  const took = status >= 200 && status < 300;
  const name = expect.accepted ? 'delivery' : 'signature';
  if (took === expect.accepted && (!expect.accepted || status === 200)) return { name, outcome: 'passed' };
  return {
    name,
    outcome: 'failed',
    expected: expect.accepted ? 'HTTP 200' : 'anything but a 2xx',
    actual: `HTTP ${status}`,
    message: expect.says,
  };
}
