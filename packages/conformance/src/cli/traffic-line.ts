import type { Traffic } from '../traffic/traffic.js';

/** What the traffic held so far, in one line: judged, failed, left out and why. Read off counters: cheap to repeat. */
export function trafficLine(traffic: Traffic): string {
  const { judged, failedChecks, leftOut } = traffic;
  const left = [
    leftOut.noAnswer && `${leftOut.noAnswer} without an answer`,
    leftOut.otherHost && `${leftOut.otherHost} with other hosts`,
    leftOut.unknownPath && `${leftOut.unknownPath} of no documented operation`,
  ].filter(Boolean);
  const tail = left.length > 0 ? `; left out: ${left.join(', ')}` : '';
  return `${judged} exchanges judged, ${failedChecks} failed checks in them${tail}`;
}

/**
 * Why a traffic run judged nothing and so proves nothing, or undefined: no exchange got an answer (an upstream that
 * never answered, a recording of blocked requests), or none was seen at all.
 */
export function nothingJudged(traffic: Traffic): string | undefined {
  if (traffic.judged > 0) return undefined;
  const { noAnswer } = traffic.leftOut;
  return noAnswer > 0
    ? `none of the ${noAnswer} exchange${noAnswer === 1 ? '' : 's'} of documented operations got an answer ` +
        '(an upstream that never answered?): nothing to judge'
    : 'no exchange of a documented operation was seen: nothing to judge';
}
