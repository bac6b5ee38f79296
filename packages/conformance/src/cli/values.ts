import type { Values as ValuesOf } from '@waas/command-line';
import type { OPTIONS } from './options.js';

/** What the command line gives for the option table: every command reads its own options from it. */
export type Values = ValuesOf<typeof OPTIONS>;
