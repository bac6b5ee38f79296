// Specmatic's console log, read back as tests: each test's scenario, the request it sent and the answer it got.
// Its JUnit report names the scenario and the status only; the log also holds both bodies and every header, which
// is what tells a disagreement from one of Specmatic's own limits. Written against Specmatic 2.55's format.

export interface Message {
  /** The request line (`POST /path?query`) or the status line (`400 Bad Request`). */
  start: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body as JSON, or its text when it is not JSON; undefined when empty. */
  body: unknown;
}

export interface SpecmaticTest {
  /** `+ve`: Specmatic expects the scenario's status; `-ve`: a mutated request it expects refused with a 4xx. */
  positive: boolean;
  method: string;
  /** The spec's path template, `{name}` for each parameter. */
  path: string;
  /** The status Specmatic expects: a number, or `4xx`. */
  expected: string;
  /** The spec's example the request was built from, when there was one. */
  example?: string;
  /** Specmatic's description of the test. */
  scenario: string;
  passed: boolean;
  /** Why it failed, in Specmatic's words. */
  reason?: string;
  /** Absent when Specmatic failed the test before sending anything. */
  request?: Message;
  response?: Message;
}

const OUTCOME = /^([+-]ve) +Scenario: (\S+) (\S+) -> (\S+)(.*) has (SUCCEEDED|FAILED)$/gm;
const EXAMPLE = /^ with the request from the example '([^']+)'/;
const DIVIDER = '\n--------------------\n';

/** Specmatic writes `(name:Type)` where the spec writes `{name}`. */
const templateOf = (path: string) => path.replace(/\((\w+):[^)]*\)/g, '{$1}');

function messageOf(lines: string[]): Message {
  const text = lines.map((line) => line.replace(/^ {4}/, ''));
  const blank = text.findIndex((line) => line.trim() === '');
  const head = blank === -1 ? text : text.slice(0, blank);
  const rest =
    blank === -1
      ? ''
      : text
          .slice(blank + 1)
          .join('\n')
          .trim();
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body: unknown;
  if (rest !== '') {
    try {
      body = JSON.parse(rest);
    } catch {
      body = rest;
    }
  }
  return { start: head[0]?.trim() ?? '', headers, body };
}

/** The last request and answer printed in `text`, if any. */
function exchangeIn(text: string): { request?: Message; response?: Message } {
  const at = text.lastIndexOf('  Request to ');
  if (at === -1) return {};
  const lines = text.slice(at).split('\n').slice(1);
  const answer = lines.findIndex((line) => line.startsWith('  Response at '));
  if (answer === -1) return { request: messageOf(lines) };
  return { request: messageOf(lines.slice(0, answer)), response: messageOf(lines.slice(answer + 1)) };
}

/** Every test the log reports, in the order they ran. */
export function readSpecmaticLog(log: string): SpecmaticTest[] {
  const tests: SpecmaticTest[] = [];
  const outcomes = [...log.matchAll(OUTCOME)];
  outcomes.forEach((match, i) => {
    const [line, sign, method, path, expected, tail, verdict] = match as unknown as string[];
    const previousEnd = i === 0 ? 0 : outcomes[i - 1]!.index! + outcomes[i - 1]![0].length;
    // Between the previous outcome and this one: that one's reason, then (after a divider) this test's request and
    // answer.
    const before = log.slice(previousEnd, match.index);
    const divider = before.indexOf(DIVIDER);
    const after = log.slice(match.index! + line!.length, outcomes[i + 1]?.index ?? log.length);
    // A reason ends at the next divider, or at the blank lines before the run's closing summary.
    const reason =
      verdict === 'FAILED'
        ? after
            .split(DIVIDER)[0]!
            .split('\n\n\n')[0]!
            .replace(/^\nReason:\n/, '')
            .trim()
        : undefined;
    const example = EXAMPLE.exec(tail!)?.[1];
    tests.push({
      positive: sign === '+ve',
      method: method!,
      path: templateOf(path!),
      expected: expected!,
      ...(example === undefined ? {} : { example }),
      scenario: line!.replace(/ has (SUCCEEDED|FAILED)$/, ''),
      passed: verdict === 'SUCCEEDED',
      ...(reason === undefined ? {} : { reason }),
      ...exchangeIn(divider === -1 ? before : before.slice(divider)),
    });
  });
  return tests;
}
