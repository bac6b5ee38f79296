// The root README's sections for users who do not clone: the commands, the profile and the CI jobs they show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './publishable.js';

export const FIRST_SECTION = '## Use it without cloning';
export const END = '## Working on the toolkit itself';

export interface Step {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}

export interface Workflow {
  name: string;
  jobs: Record<string, { steps: Step[] }>;
}

export interface ReadmeForUsers {
  /** Every line of its `sh` blocks. */
  commands: string[];
  /** The `yaml` block that starts with `# <file name>`, by that name. */
  files: Record<string, string>;
  workflows: Workflow[];
}

export function readmeForUsers(text = readFileSync(join(ROOT, 'README.md'), 'utf8')): ReadmeForUsers {
  const start = text.indexOf(FIRST_SECTION);
  const end = text.indexOf(END);
  if (start === -1 || end < start) throw new Error(`README.md needs "${FIRST_SECTION}" before "${END}"`);
  const blocks = [...text.slice(start, end).matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({
    lang: lang!,
    body: body!,
  }));
  const commands = blocks
    .filter((block) => block.lang === 'sh')
    .flatMap((block) =>
      block.body
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  const files: Record<string, string> = {};
  const workflows: Workflow[] = [];
  for (const block of blocks.filter((b) => b.lang === 'yaml')) {
    const named = /^# (\S+)\n/.exec(block.body);
    if (named) files[named[1]!] = block.body;
    else workflows.push(parse(block.body) as Workflow);
  }
  return { commands, files, workflows };
}
