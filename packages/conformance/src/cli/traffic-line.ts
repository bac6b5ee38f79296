import type { Traffic } from '../traffic/traffic.js';

/** What the traffic held so far, in one line: judged, failed, left out and why. Read off counters: cheap to repeat. */
export function trafficLine(traffic: Traffic): string {
  const { judged, failedChecks, leftOut } = traffic;
  const left = [
    leftOut.noAnswer && `${leftOut.noAnswer} without an answer`,
    leftOut.otherHost && `${leftOut.otherHost} with other hosts`,
    leftOut.unknownPath && `${leftOut.unknownPath} of no documented operation`,
  ].filter(Boolean);
  return `${judged} exchanges judged, ${failedChecks} failed checks in them${left.length > 0 ? `; left out: ${left.join(', ')}` : ''}`;
}
