import { readFileSync } from 'node:fs';

/** The file as written, before defaults: generated from the schema below, so the two cannot drift. */
export type { ProfileFile } from './profile-file.gen.js';

/**
 * The profile's JSON Schema, as the package ships it for editors (`@waas/conformance/profile.schema.json`); unknown
 * fields are refused so a misspelled key fails loudly. From src/profile/ and dist/profile/ alike, it is two folders up.
 */
export const profileSchema: object = JSON.parse(
  readFileSync(new URL('../../schema/profile.schema.json', import.meta.url), 'utf8'),
);
