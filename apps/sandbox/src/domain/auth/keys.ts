import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** node:crypto's hash, reached at run time rather than imported: the core also runs in a browser page. */
interface NodeCrypto {
  /** A string is hashed as UTF-8. */
  hash(algorithm: 'sha256', data: string, outputEncoding: 'hex'): string;
}
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;

/** SHA-256 in JavaScript, for a page: the same digest as node:crypto's (digests.test.ts holds both to it). */
export const hashKeyPortable = (key: string) => bytesToHex(sha256(utf8ToBytes(key)));

/**
 * Keys are stored as SHA-256 digests. They are long random strings (or demo keys), so a fast hash suffices. Every API
 * request hashes its key (callers.ts), so on Node it is node:crypto's native one-shot hash: the JavaScript one cost a
 * read a measurable share of its time, and so did a Hash object made, fed and digested for each key.
 */
export const hashKey: (key: string) => string = nodeCrypto
  ? (key) => nodeCrypto.hash('sha256', key, 'hex')
  : hashKeyPortable;

/** A new key: 24 random bytes in base64url (32 characters, no padding), after `sbx_`. */
export function newKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24));
  return `sbx_${base64url(bytes)}`;
}

/** Base64url without padding (RFC 4648, section 5), as keys have always been written. */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
