// The README's generated parts, from options.ts: `pnpm readme` writes them between their markers (readme-update.ts)
// and `lint` fails when one is stale. They are lists, not tables: a row of a synopsis or an option with its commands,
// default and description cannot fit in the 120 columns `pnpm style` allows, and a list item can wrap.
import { code, flag, listItem } from '@waas/command-line';
import { COMMANDS, EXIT_CODES, OPTIONS } from './options.js';

const ALL_COMMANDS = Object.keys(COMMANDS);

/** What follows an option's flag in parentheses: its commands (when not all of them), its default, `repeatable`. */
function notes(option: (typeof OPTIONS)[keyof typeof OPTIONS]): string {
  const commands: readonly string[] = 'commands' in option ? option.commands : ALL_COMMANDS;
  const parts = [
    commands.length < ALL_COMMANDS.length ? commands.join(', ') : undefined,
    'default' in option ? `default ${code(option.default)}` : undefined,
    'multiple' in option && option.multiple ? 'repeatable' : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

export const GENERATED = {
  commands: Object.values(COMMANDS)
    .map(({ synopsis, does }) => listItem(`${code(`waas-conformance ${synopsis}`)} ${does}`))
    .join('\n'),
  options: Object.entries(OPTIONS)
    .map(([name, option]) => listItem(`${code(flag(name, option))}${notes(option)}: ${option.description}`))
    .join('\n'),
  'exit-codes': EXIT_CODES.map(([exit, meaning]) => listItem(`**${exit}**: ${meaning}`)).join('\n'),
};
