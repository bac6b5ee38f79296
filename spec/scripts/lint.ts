// `pnpm --filter @waas/spec lint`: the linters of checks.ts on the sources (Redocly, and Spectral with the contract
// rules) and on the Arazzo workflows. `pnpm spec check` runs these and the checks of the whole document.
import { CHECKS, runChecks } from './checks.js';

process.exitCode = (await runChecks(CHECKS.filter((check) => check.kind === 'lint'))) ? 0 : 1;
