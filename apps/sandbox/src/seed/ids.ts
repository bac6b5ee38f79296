import { createHash } from 'node:crypto';

/** The sandbox's own UUID namespace (a random v4, fixed once): seed ids cannot collide with another name-based scheme's. */
const NAMESPACE = Buffer.from('6f1d2c9a4b3e4f7a8c5d0e1f2a3b4c5d', 'hex');

/**
 * A name-based UUID (version 5, RFC 9562) for a row of the seed. The seed is the same every time it is made, so a
 * database loaded from the seed dump holds exactly what seeding anew would write, and a reset gives the same ids back.
 */
export function seedId(name: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
