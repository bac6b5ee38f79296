import { hashKey } from './keys.js';
import type { KeyStore } from './store.js';

/** Who is calling: the organization a key belongs to and whether it has admin access. */
export interface Caller {
  organizationId: string;
  isAdmin: boolean;
}

/**
 * Resolves API keys to callers. Only hashes are stored and looked up; resolved hashes are cached because every
 * request needs one, and the cache is dropped whenever keys change (control API, reset).
 */
export class Callers {
  readonly #cache = new Map<string, Caller | null>();

  constructor(private readonly keys: Pick<KeyStore, 'apiKeyByHash'>) {}

  /** At once when the key's hash was resolved before, as it is on nearly every request; else from the store. */
  byKey(key: string): Caller | undefined | Promise<Caller | undefined> {
    const hash = hashKey(key);
    const caller = this.#cache.get(hash);
    return caller === undefined ? this.#resolve(hash) : (caller ?? undefined);
  }

  async #resolve(hash: string): Promise<Caller | undefined> {
    const row = await this.keys.apiKeyByHash(hash);
    const caller = row ? { organizationId: row.organization_id, isAdmin: row.is_admin } : null;
    // Unknown keys are cached too, but bounded, so a flood of random keys cannot grow memory without end.
    if (caller !== null || this.#cache.size < 10_000) this.#cache.set(hash, caller);
    return caller ?? undefined;
  }

  forget(): void {
    this.#cache.clear();
  }
}
