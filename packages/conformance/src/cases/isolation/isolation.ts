import type { ExamplePair } from '@waas/spec/pairs';
import { referenceMint } from '../../core/bindings/bindings.js';
import type { Case, CheckResult, Exchange, HttpRequest } from '../../core/model.js';
import { whyNotApplicable, whyUnbound } from '../../core/applicable.js';
import { tagsOf, type RunContext } from '../../core/context.js';
import { balancesOf } from '../../core/wallet-balances.js';
import { pairRequest } from '../../core/request.js';
import { isolationKept } from '../../checks/isolation.js';

/** Reads of this organization's wallet, and a write to it, each sent with the other organization's key. */
const READS = [
  ['getWalletById', 'walletRetrieved'],
  ['getWalletHistory', 'historyFetched'],
] as const;
const POST = ['postWalletTransaction', 'transactionPosted'] as const;

/**
 * Another organization's key can neither read nor post to this organization's wallet — not only the two lists the
 * document names: every attempt is refused (a 4xx), and the wallet read back with the organization's own key has not
 * moved. Reading and posting are two cases, so a target without writes is still held to refusing the reads.
 */
export function isolationCases(context: RunContext): Case[] {
  const { organization, otherOrganization } = context.profile.keys;
  if (context.kind !== 'live') return [];
  const pairOf = ([operationId, name]: readonly [string, string]) =>
    context.pairs.find((p) => p.operationId === operationId && p.name === name);
  const reads = READS.map(pairOf).filter((p): p is ExamplePair => p !== undefined);
  const post = pairOf(POST);
  const [read] = reads;
  if (!read || !post || reads.length !== READS.length) return [];
  const reference = referenceMint()();
  const as = (key: string | undefined, p: ExamplePair): HttpRequest => {
    const request = pairRequest(p, context.profile, context.bindings, key !== undefined ? { apiKey: key } : {});
    return p === post
      ? {
          ...request,
          body: JSON.stringify({ ...JSON.parse(request.body!), transactionReference: reference, amount: 1 }),
        }
      : request;
  };
  const ownRead = as(organization, read);
  const keys =
    otherOrganization === undefined
      ? 'the profile has no key of another organization (keys.otherOrganization)'
      : organization === undefined
        ? 'no API key: pass --api-key or set keys.organization'
        : undefined;
  const caseOf = (id: string, pairs: ExamplePair[]): Case => {
    const operation = context.operations.find((o) => o.operationId === pairs[0]!.operationId)!;
    const attempts = pairs.map((p) => as(otherOrganization, p));
    const item: Case = {
      id,
      kind: 'isolation',
      operationId: operation.operationId,
      tags: tagsOf(context, operation),
      at: operation.at,
      request: attempts[0]!,
      expect: { status: '4xx', envelope: 'error', contentType: 'application/json' },
      execute: (exchange) => intrude(exchange, attempts, ownRead),
    };
    const why =
      keys ??
      pairs
        .map(
          (p) =>
            whyNotApplicable(context, context.operations.find((o) => o.operationId === p.operationId)!) ??
            whyUnbound(context, p),
        )
        .find((w) => w !== undefined);
    if (why !== undefined) item.notApplicable = why;
    return item;
  };
  return [
    caseOf("isolation: another organization's key reading this organization's wallet", reads),
    // Without writes, this one alone is not applicable, and says why.
    caseOf("isolation: another organization's key posting to this organization's wallet", [post]),
  ];
}

async function intrude(exchange: Exchange, attempts: HttpRequest[], ownRead: HttpRequest): Promise<CheckResult[]> {
  const before = (await exchange(ownRead)).text;
  const breaches: string[] = [];
  for (const attempt of attempts) {
    const answer = await exchange(attempt);
    if (answer.status < 400 || answer.status >= 500)
      breaches.push(`${attempt.method} ${new URL(attempt.url).pathname}: HTTP ${answer.status}`);
  }
  const after = (await exchange(ownRead)).text;
  if (balancesOf(before) !== balancesOf(after))
    breaches.push(`the wallet moved: ${balancesOf(before)} → ${balancesOf(after)}`);
  return [isolationKept(breaches)];
}
