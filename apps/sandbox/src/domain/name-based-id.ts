import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The sandbox's own UUID namespace (a random v4, fixed once): its ids cannot collide with another name-based scheme's.
 */
const NAMESPACE = hexToBytes('6f1d2c9a4b3e4f7a8c5d0e1f2a3b4c5d');

/**
 * A name-based UUID (version 5, RFC 9562): the same name gives the same id every time, so a row made again (by the
 * seed, by an organization's reset) comes back with the id it had.
 */
export function nameBasedId(name: string): string {
  const bytes = sha1(concatBytes(NAMESPACE, utf8ToBytes(name))).subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
