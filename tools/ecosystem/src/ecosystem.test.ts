import { cp, mkdir, rm } from 'node:fs/promises';
import { temporaryDirFor } from '@waas/readme-examples';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { HostAnswers, Hosts } from '../generators/hosts.js';
import { folderOf, generatorsDirectory, GENERATORS, type Generator } from './generators.js';
import { complaints, run, typeCheck, type Run } from './run.js';
import { startThreeHosts, type ThreeHosts } from './three-hosts.js';

const pairs = readPairs(loadBundle());
// One operation on each host; the routing snippets call these three.
const walletPair = pairByName(pairs, 'getWalletById', 'walletRetrieved');
const checkoutPair = pairByName(pairs, 'listCheckoutWallets', 'walletsListed');
const payoutPair = pairByName(pairs, 'interBankEnquiry', 'accountResolved');

// A copy of generators/ under the system's temporary directory, where the bundle and the generators' dependencies
// resolve as they do here: the generated clients are written there, never inside the tree.
const scratch = temporaryDirFor(new URL('../', import.meta.url));
const generators = new URL('generators/', scratch);
afterAll(() => rm(scratch, { recursive: true, force: true }));

const runs = new Map<Generator['name'], Run>();
const diagnostics = new Map<Generator['name'], string[]>();

// Each generator writes to a folder of its own, so they run at once, and then so do their type checks: the step
// takes as long as the slowest of each.
beforeAll(async () => {
  const started = performance.now();
  await cp(generatorsDirectory, generators, { recursive: true, filter: (source) => !/\/generated(\/|$)/.test(source) });
  await Promise.all(
    GENERATORS.map(async (generator) => {
      const generated = new URL('generated/', folderOf(generator, generators));
      // openapi-zod-client writes its one file but makes no folder for it.
      await mkdir(generated);
      runs.set(generator.name, await run(generator.command, folderOf(generator, generators)));
    }),
  );
  const generated = performance.now();
  await Promise.all(
    GENERATORS.map(async (generator) =>
      diagnostics.set(generator.name, await typeCheck(folderOf(generator, generators))),
    ),
  );
  const times = [...runs].map(([name, { milliseconds }]) => `${name} ${milliseconds} ms`).join(', ');
  console.log(
    `generated in ${Math.round(generated - started)} ms (${times}), type-checked in ` +
      `${Math.round(performance.now() - generated)} ms`,
  );
});

describe.each(GENERATORS.map((generator) => [generator.name, generator] as const))('%s', (_, generator) => {
  test('generates from the bundle without a warning', () => {
    const { status, output } = runs.get(generator.name)!;
    expect(complaints(output), output).toEqual([]);
    expect(status, output).toBe(0);
  });

  test('its output and the routing snippet type-check under strict', () => {
    expect(diagnostics.get(generator.name)).toEqual([]);
  });

  describe('the routing snippet', () => {
    let server: ThreeHosts;
    beforeAll(async () => (server = await startThreeHosts([walletPair, checkoutPair, payoutPair])));
    afterAll(() => server.close());

    test('sends each operation to its host and reads the typed answers', async () => {
      const { callEachHost } = (await import(new URL('routing.ts', folderOf(generator, generators)).href)) as {
        callEachHost: (hosts: Hosts, apiKey: string) => Promise<HostAnswers>;
      };
      const answers = await callEachHost(server.hosts, 'key-of-the-test');
      expect(server.arrivals).toEqual([
        { host: 'wallet', operationId: 'getWalletById', apiKey: 'key-of-the-test' },
        { host: 'checkout', operationId: 'listCheckoutWallets', apiKey: 'key-of-the-test' },
        { host: 'payout', operationId: 'interBankEnquiry', apiKey: 'key-of-the-test' },
      ]);
      const bodies = [walletPair, checkoutPair, payoutPair].map((pair) => pair.response.body) as [any, any, any];
      expect(answers).toEqual({
        availableBalance: bodies[0].data.availableBalance,
        checkoutWalletNumbers: bodies[1].data.map(
          (checkoutWallet: { walletNumber: string }) => checkoutWallet.walletNumber,
        ),
        accountName: bodies[2].data.data.accountName,
      });
    });
  });
});
