import { createHash } from 'node:crypto';

/** What tells a profile's text from any other: a parse made from one text serves only that text. */
export const profileTextHash = (text: string) => createHash('sha256').update(text).digest('hex');
