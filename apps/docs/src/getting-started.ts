import { pairByName, readPairs, type OpenApiDocument } from '@waas/spec/pairs';

import { requestLine } from './pair-table.js';

export const MOCK_URL = 'http://127.0.0.1:4010';
export const SANDBOX_URL = 'http://127.0.0.1:4000';
/** The sandbox's fixed demo key of the examples' organization, without admin access (apps/sandbox). */
export const SANDBOX_DEMO_KEY = 'sandbox-key-acme';

/** The pairs the snippets send: each snippet is a request the spec documents, so it cannot drift from it. */
export const SNIPPET_PAIRS = {
  sdk: { operationId: 'getWalletById', name: 'walletRetrieved' },
  mock: { operationId: 'getWalletById', name: 'accountNotFound' },
  sandbox: { operationId: 'getWalletById', name: 'walletRetrieved' },
} as const;

/** `{ walletId: '3fa8…' }`: an object literal as a person would type it. */
const inline = (values: Record<string, unknown>) =>
  `{ ${Object.entries(values)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? `'${value}'` : JSON.stringify(value)}`)
    .join(', ')} }`;

export interface Snippet {
  title: string;
  language: string;
  code: string;
}

/** The three snippets of "Getting started": the SDK, the mock and the sandbox, each runnable as written. */
export function snippets(document: OpenApiDocument): Record<keyof typeof SNIPPET_PAIRS, Snippet> {
  const pairs = readPairs(document);
  const pair = (key: keyof typeof SNIPPET_PAIRS) =>
    pairByName(pairs, SNIPPET_PAIRS[key].operationId, SNIPPET_PAIRS[key].name);
  const sdk = pair('sdk');
  const mock = pair('mock');
  const sandbox = pair('sandbox');
  const [, mockPath] = requestLine(mock).split(' ');
  const [, sandboxPath] = requestLine(sandbox).split(' ');
  return {
    sdk: {
      title: 'Call it from TypeScript with the SDK',
      language: 'ts',
      code: [
        "import { createWalletApi } from '@waas/client';",
        '',
        `const api = createWalletApi({ apiKey: 'any', baseUrl: '${MOCK_URL}' });`,
        `const wallet = await api.${sdk.operationId}({`,
        `  params: { path: ${inline(sdk.request.pathParams)} },`,
        '});',
        'console.log(wallet.name, wallet.availableBalance);',
      ].join('\n'),
    },
    mock: {
      title: 'Ask the mock for any documented answer',
      language: 'sh',
      code: [
        'pnpm mock    # serves the bundle on ' + MOCK_URL,
        `curl -H 'x-api-key: any' -H 'Prefer: code=${mock.status}, example=${mock.name}' \\`,
        `  ${MOCK_URL}${mockPath}`,
      ].join('\n'),
    },
    sandbox: {
      title: 'Keep state in the sandbox',
      language: 'sh',
      code: [
        'pnpm start   # the stateful sandbox on ' + SANDBOX_URL,
        `curl -H 'x-api-key: ${SANDBOX_DEMO_KEY}' \\`,
        `  ${SANDBOX_URL}${sandboxPath}`,
      ].join('\n'),
    },
  };
}

/** The "Getting started" section in Markdown, placed first in the page's introduction. */
export function gettingStarted(document: OpenApiDocument): string {
  const { sdk, mock, sandbox } = snippets(document);
  const block = (snippet: Snippet) => `### ${snippet.title}\n\n\`\`\`${snippet.language}\n${snippet.code}\n\`\`\``;
  return [
    '## Getting started',
    '',
    'Build against the mock before you have a key, keep state in the sandbox, ' +
      'and call either from TypeScript with the SDK.',
    'The mock and the sandbox each serve the paths of all three hosts on one port, so one base URL is enough.',
    'Run the commands at the root of the toolkit after `pnpm install`.',
    '',
    block(mock),
    '',
    block(sandbox),
    '',
    block(sdk),
    '',
    'Run it in a package that depends on `@waas/client`, ' +
      'for example as `wallet.mts` with `npx tsx wallet.mts`; with the',
    `sandbox running instead, use \`baseUrl: '${SANDBOX_URL}'\` and \`apiKey: '${SANDBOX_DEMO_KEY}'\`.`,
  ].join('\n');
}
