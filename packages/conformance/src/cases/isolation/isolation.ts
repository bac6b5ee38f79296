import type { ExamplePair } from '@waas/spec/pairs';
import { referenceMint } from '../../core/bindings/bindings.js';
import type { Case, CheckResult, Exchange, HttpRequest } from '../../core/model.js';
import { whyNotApplicable, whyUnbound } from '../../core/applicable.js';
import { tagsOf, type RunContext } from '../../core/context.js';
import { balancesOf } from '../../core/wallet-balances.js';
import { pairRequest } from '../../core/request.js';
import { isolationKept } from '../../checks/isolation.js';

/**
 * Reads of every resource this organization has by id, account or mobile number, group or organization, and a write
 * to its wallet, each sent with the other organization's key. The first two always run; the others run when the run
 * learned the identifier they need from the target (discovery binds the wallet's number, mobile number and group).
 */
const READS = [
  ['getWalletById', 'walletRetrieved'],
  ['getWalletHistory', 'historyFetched'],
  ['searchWalletByMobileNumber', 'walletFound'],
  ['getWalletGroup', 'walletGroupRetrieved'],
  ['listCheckoutWallets', 'walletsListed'],
  ['listPrefixMappings', 'prefixMappingsListed'],
] as const;
const REQUIRED_READS = 2;
const POST = ['postWalletTransaction', 'transactionPosted'] as const;
/** Read with the other key by a reference this organization has just posted: the transfer status of its posting. */
const STATUS = ['getWalletToWalletTransferStatus', 'statusRetrieved'] as const;

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
  const required = READS.slice(0, REQUIRED_READS).map(pairOf);
  const post = pairOf(POST);
  const [read] = required;
  if (!read || !post || required.some((p) => p === undefined)) return [];
  // A read whose identifier the run never learned would send the example's: it proves nothing, so it is left out.
  const learned = READS.slice(REQUIRED_READS)
    .map(pairOf)
    .filter((p): p is ExamplePair => p !== undefined && whyUnbound(context, p) === undefined);
  const reads = [...(required as ExamplePair[]), ...learned];
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
  const status = pairOf(STATUS);
  // With writes on, the reading case posts a cent with this organization's own key and reads its transfer status with
  // the other's: a reference is as much this organization's resource as its wallet.
  const ownPosting =
    status && organization !== undefined && whyNotApplicable(context, postOperation(context)) === undefined
      ? ownTransfer(context, post, status, organization, otherOrganization)
      : undefined;
  const caseOf = (id: string, pairs: ExamplePair[], posting?: OwnTransfer): Case => {
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
      execute: (exchange) => intrude(exchange, attempts, ownRead, posting),
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
    caseOf("isolation: another organization's key reading this organization's wallet", reads, ownPosting),
    // Without writes, this one alone is not applicable, and says why.
    caseOf("isolation: another organization's key posting to this organization's wallet", [post]),
  ];
}

/** The operation a request goes to, as the report names it: its method and path. */
const operationOf = (request: HttpRequest) => `${request.method} ${new URL(request.url).pathname}`;

/** A posting of this organization's, and the read of its transfer status with the other organization's key. */
interface OwnTransfer {
  post: HttpRequest;
  read: HttpRequest;
}

const postOperation = (context: RunContext) => context.operations.find((o) => o.operationId === POST[0])!;

function ownTransfer(
  context: RunContext,
  post: ExamplePair,
  status: ExamplePair,
  organization: string,
  otherOrganization: string | undefined,
): OwnTransfer {
  const reference = referenceMint()();
  const posted = pairRequest(post, context.profile, context.bindings, { apiKey: organization });
  const read = pairRequest(
    status,
    context.profile,
    context.bindings,
    otherOrganization !== undefined ? { apiKey: otherOrganization } : {},
  );
  const url = new URL(read.url);
  url.pathname = `${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}${encodeURIComponent(reference)}`;
  return {
    post: {
      ...posted,
      body: JSON.stringify({ ...JSON.parse(posted.body!), transactionReference: reference, amount: 0.01 }),
    },
    read: { ...read, url: url.href },
  };
}

async function intrude(
  exchange: Exchange,
  attempts: HttpRequest[],
  ownRead: HttpRequest,
  posting?: OwnTransfer,
): Promise<CheckResult[]> {
  // The own posting first, so the wallet read around the intrusions moves only if an intrusion moves it.
  const posted = posting ? await exchange(posting.post) : undefined;
  if (posting && posted!.status === 200) attempts = [...attempts, posting.read];
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
  return [isolationKept(breaches, [...new Set(attempts.map((a) => operationOf(a)))])];
}
