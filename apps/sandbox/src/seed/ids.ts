import { nameBasedId } from '../domain/name-based-id.js';

/**
 * A name-based UUID for a row of the seed. The seed is the same every time it is made, so a database loaded from the
 * seed dump holds exactly what seeding anew would write, and a reset gives the same ids back.
 */
export const seedId = (name: string): string => nameBasedId(name);
