import { parse } from 'yaml';
import { SHIPPED_PARSED } from './shipped-profiles.gen.js';
import { profileTextHash } from './text-hash.js';

/**
 * A profile file's text as a value. A shipped profile's text, or a copy of it unchanged, was parsed when the package
 * was built (scripts/generate.ts): parsing YAML cost a run more than the rest of loading its profile. YAML is a
 * superset of JSON, so one parser reads both.
 */
export const parsedProfile = (text: string): unknown => SHIPPED_PARSED[profileTextHash(text)] ?? parse(text);
