import { createHash } from 'node:crypto';

/** Keys are stored as SHA-256 digests. They are long random strings (or demo keys), so a fast hash suffices. */
export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
