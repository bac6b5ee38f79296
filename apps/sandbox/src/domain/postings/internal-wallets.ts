/** An organization's internal wallets, at most: more writers than this at once take turns on them. */
export const MOST_INTERNAL_WALLETS = 8;

/**
 * Where a posting line goes when another writer held its internal wallet (`busyId`): the first of the organization's
 * internal wallets (by id, as storage reads them) it has not found busy since its last write; else a new one ('add');
 * else, with MOST_INTERNAL_WALLETS already, the one after `busyId` in turn.
 */
export function nextInternalWallet(ids: readonly string[], busy: ReadonlySet<string>, busyId: string): string | 'add' {
  const free = ids.find((id) => !busy.has(id) && id !== busyId);
  if (free !== undefined) return free;
  if (ids.length < MOST_INTERNAL_WALLETS) return 'add';
  return ids[(ids.indexOf(busyId) + 1) % ids.length]!;
}
