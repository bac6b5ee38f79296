import type { parseArgs } from 'node:util';
import type { PARSED } from './options.js';

/** What parseArgs gives for the option table: every command reads its own options from it. */
export type Values = ReturnType<
  typeof parseArgs<{ options: typeof PARSED; allowPositionals: true; strict: true; tokens: true }>
>['values'];
