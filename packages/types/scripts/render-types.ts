import type { OpenApiDocument } from '@waas/spec/pairs';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const HEADER = `/**
 * Generated from spec/openapi.yaml (through its bundle, spec/dist/openapi.json) by \`pnpm generate\`.
 * Do not edit by hand: change the spec, then run \`pnpm --filter @waas/types generate\`.
 */

`;

/** The text of src/openapi.gen.ts for a bundle; the generate script writes it, the drift test compares it. */
export async function renderTypes(document: OpenApiDocument): Promise<string> {
  // A bare `type: object` (envelope and event payloads) is any object, not an empty one: without this option it
  // becomes Record<string, never>, which no payload can be assigned to.
  // rootTypes: one alias per schema, named as the spec names it (`Wallet`), so a schema added or renamed in the spec
  // is named here by the same run, and no hand-written alias can drift from it.
  const options = {
    emptyObjectsUnknown: true,
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
  };
  // A copy: openapi-typescript annotates the document it is given.
  return HEADER + astToString(await openapiTS(structuredClone(document) as unknown as OpenAPI3, options));
}
