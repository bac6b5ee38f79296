// What a pending changeset may say. `changeset version` copies its words into the CHANGELOG a user reads, so it says
// what changed for a user of the package and how to migrate: not how fast it got, where in the code, or which issue.

/** The packages published to npm, the only ones a changeset may bump: every other workspace is private. */
export const PUBLISHED: readonly string[] = [
  '@waas/spec',
  '@waas/types',
  '@waas/client',
  '@waas/msw',
  '@waas/webhooks',
  '@waas/conformance',
  '@waas/sandbox',
  '@waas/sandbox-page',
  '@waas/mock',
  '@waas/prism-front',
  '@waas/command-line',
];

interface Rule {
  pattern: RegExp;
  problem: string;
}

const TIMING = 'a figure of time or speed: say what changed for the user, not how fast or how long';
const INTERNALS =
  "a path into a package's internals: name what a user sees (an export, a flag, a file the package ships)";
const ISSUE = 'an issue reference: say what changed, not where it was discussed';
const SILENT = 'no words: a changeset that releases a package says what changed for its users';
const NO_MIGRATION =
  'major, but the changeset never says how to migrate: what a user must change, or that nothing must';

/** Each rule is tried on each line of the body; a line reports a rule once, at its first match. */
const RULES: readonly Rule[] = [
  { pattern: /(?<![\w.])\d+(?:\.\d+)? ?(?:ms|µs|ns)\b/u, problem: TIMING },
  // Not `V8s`: a figure stands alone.
  { pattern: /(?<![\w.])\d+(?:\.\d+)? ?(?:s|secs?|seconds?|mins?|minutes?)\b/, problem: TIMING },
  { pattern: /\d(?:[\d.,]*\d)? ?(?:%|per ?cent\b)/, problem: TIMING },
  // `2×`, `1.18x` or `3 times faster`; not `0x1000`, `2xx` or `3 x 4`.
  {
    pattern: /\d+(?:\.\d+)? ?(?:×|x\b(?! ?\d))|\d+ times (?:faster|slower|quicker|sooner|less|more|as)\b/,
    problem: TIMING,
  },
  // `1,211 values a second`, `500 per second`, `122/s`; not `a second posting`.
  {
    pattern: /\d[\d,.]*(?: [\p{L}-]*s)? (?:a|per|each) (?:second|minute)\b(?! time)|\d+ ?[\p{L}]*\/s\b/u,
    problem: TIMING,
  },
  { pattern: /\bsrc\//, problem: INTERNALS },
  { pattern: /[\w-]+(?:\.[\w-]+)*\.[mc]?tsx?\b/, problem: INTERNALS },
  { pattern: /\b(?:issues?|pull request) #?\d+/i, problem: ISSUE },
  // `#12`, not a character reference (`&#34;`) or a JSON pointer (`#/paths`).
  { pattern: /(?<![&\w])#\d+\b/, problem: ISSUE },
];

// The list `pnpm spec changeset` writes from the spec's diff (JSON pointers, rule names), read back by
// `pnpm spec gate`: generated, not written by hand, so the rules on words do not apply to it.
const LIST_START = '<!-- spec-changes:';
const LIST_END = '<!-- /spec-changes -->';

/** The problems of one changeset, each as `fileName:line problem`, in the order of its lines. */
export function changesetProblems(fileName: string, text: string): string[] {
  const lines = text.split(/\r?\n/);
  const problems: string[] = [];
  const report = (index: number, problem: string) => problems.push(`${fileName}:${index + 1} ${problem}`);

  const end = lines[0]?.trim() === '---' ? lines.findIndex((line, index) => index > 0 && line.trim() === '---') : -1;
  if (end === -1) {
    report(0, 'no frontmatter: a changeset starts with `---`, one `"<package>": <bump>` line a package, and `---`');
    return problems;
  }
  // The words `changeset version` copies into each CHANGELOG: the body, the generated list aside.
  const generated = generatedLines(lines);
  const written = lines.filter((line, index) => index > end && !generated[index] && line.trim() !== '');
  const migrates = written.some((line) => /migrat/i.test(line));
  let releases = false;
  let major = false;
  for (let index = 1; index < end; index++) {
    const line = lines[index]!;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const found = /^\s*(['"]?)(?<name>[^'":\s]+)\1\s*:\s*['"]?(?<bump>\w*)/.exec(line)?.groups;
    if (found === undefined) {
      report(index, `frontmatter line is not \`"<package>": <bump>\`: ${line.trim()}`);
      continue;
    }
    if (!PUBLISHED.includes(found.name!))
      report(
        index,
        `frontmatter names ${found.name}, which is not published: only ${PUBLISHED.join(', ')} get changesets`,
      );
    if (found.bump === 'major' && !major && !migrates) report(index, `bumps ${found.name} ${NO_MIGRATION}`);
    major ||= found.bump === 'major';
    releases ||= found.bump !== 'none';
  }
  if (releases && written.length === 0) report(end, SILENT);

  for (let index = end + 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (generated[index]) continue;
    for (const { pattern, problem } of RULES) {
      const found = pattern.exec(line);
      if (found) report(index, `${problem} ("${found[0]}")`);
    }
  }
  return problems;
}

/** For each line, whether it is in the list `pnpm spec changeset` writes, its markers included. */
function generatedLines(lines: readonly string[]): boolean[] {
  let inList = false;
  return lines.map((line) => {
    if (line.includes(LIST_START)) inList = true;
    const generated = inList;
    if (line.includes(LIST_END)) inList = false;
    return generated;
  });
}
