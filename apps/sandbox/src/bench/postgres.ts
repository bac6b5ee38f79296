import { userInfo } from 'node:os';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../storage/throwaway-database.js';

const socketUrl = (user: string) => `postgresql://${encodeURIComponent(user)}@/postgres?host=${encodeURIComponent('/var/run/postgresql')}`;

/** A throwaway database on DATABASE_URL's server or the local socket, or undefined when none is reachable. */
export async function benchDatabase(): Promise<ThrowawayDatabase | undefined> {
  for (const adminUrl of [process.env.DATABASE_URL, socketUrl(userInfo().username), socketUrl('postgres')]) {
    if (!adminUrl) continue;
    try {
      return await createThrowawayDatabase(adminUrl, 'waas_sandbox_bench');
    } catch {
      continue;
    }
  }
  return undefined;
}
