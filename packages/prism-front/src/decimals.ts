// Imported by Prism's server (server.ts) before Prism itself. Prism validates requests with Ajv instances it
// builds at load time with fixed options, none of which fixes `multipleOf` (see decimal-multiple.ts): unpatched, it
// answers 400 to `"amount": 0.07`. Its Ajv module's `multipleOf` keyword is replaced by the decimal one before any
// instance copies it, so the mock decides two decimals as the sandbox does.
import { createRequire } from 'node:module';
import { decimalMultipleOf } from '@waas/spec/decimal-multiple';

const fromHere = createRequire(import.meta.url);
const fromPrismHttp = createRequire(fromHere.resolve('@stoplight/prism-http/package.json'));
const builtIn = (
  fromPrismHttp('ajv/dist/vocabularies/validation/multipleOf.js') as { default: Record<string, unknown> }
).default;
if (builtIn.keyword !== 'multipleOf')
  throw new Error('Prism’s Ajv has no multipleOf keyword where it used to: update decimals.ts');
for (const key of Object.keys(builtIn)) delete builtIn[key];
Object.assign(builtIn, decimalMultipleOf);
