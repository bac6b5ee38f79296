import { randomUUID } from 'node:crypto';
import { NetworkError, type SendOptions } from '../core/http.js';
import type { TargetKind } from '../core/model.js';
import type { Profile } from '../profile/profile.js';
import { TargetError } from './target.js';
import { runSteps, type Values } from '../core/webhooks/cause.js';

/**
 * Sends the profile's setup (`{apiKey}` and `{runId}` filled in) before any case, and answers how many requests it
 * sent. Only on a live target that takes writes: a mock keeps no state, and a profile without writes sends none. A
 * step that does not answer as it should stops the run: the cases would judge a target that lacks what they need.
 */
export async function runSetup(profile: Profile, kind: TargetKind, options: SendOptions): Promise<number> {
  if (kind !== 'live' || !profile.capabilities.writes || profile.setup.length === 0) return 0;
  const values: Values = new Map<string, unknown>([['runId', randomUUID().slice(0, 8)]]);
  if (profile.keys.organization !== undefined) values.set('apiKey', profile.keys.organization);
  const outcome = await runSteps(profile.setup, values, profile.baseUrls.wallet, options).catch((error: unknown) => {
    if (error instanceof NetworkError) throw new TargetError(`the profile's setup got no answer: ${error.message}`);
    throw error;
  });
  if (!outcome.caused) throw new TargetError(`the profile's setup failed: ${outcome.failure}`);
  return outcome.steps.length;
}
