import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Keys are stored as SHA-256 digests. They are long random strings (or demo keys), so a fast hash suffices. */
export const hashKey = (key: string) => bytesToHex(sha256(utf8ToBytes(key)));

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
