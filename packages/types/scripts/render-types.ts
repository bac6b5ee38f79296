import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const GENERATED_FILE = new URL('../src/openapi.gen.ts', import.meta.url);

const HEADER = `/**
 * Generated from spec/openapi.yaml (through its bundle, spec/dist/openapi.json) by \`pnpm generate\`.
 * Do not edit by hand: change the spec, then run \`pnpm --filter @waas/types generate\`.
 */

`;

/** The text of src/openapi.gen.ts for the current bundle; the generate script writes it, the drift test compares it. */
export async function renderTypes(): Promise<string> {
  const bundle = createRequire(import.meta.url).resolve('@waas/spec/openapi.json');
  // A bare `type: object` (envelope and event payloads) is any object, not an empty one: without this option it
  // becomes Record<string, never>, which no payload can be assigned to.
  // rootTypes: one alias per schema, named as the spec names it (`Wallet`), so a schema added or renamed in the spec
  // is named here by the same run, and no hand-written alias can drift from it.
  const options = { emptyObjectsUnknown: true, rootTypes: true, rootTypesNoSchemaPrefix: true, rootTypesKeepCasing: true };
  return HEADER + astToString(await openapiTS(pathToFileURL(bundle), options));
}
