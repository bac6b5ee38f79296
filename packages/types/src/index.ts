import type { components } from './openapi.gen.js';

// paths, components, operations, webhooks, and one alias per schema of the spec (`Wallet`, `CheckoutWallet`…),
// generated: adding a schema to the spec names it here.
export type * from './openapi.gen.js';

type Schemas = components['schemas'];

// The two envelopes with a typed payload. They are the only aliases written by hand, and take the names of the
// generated aliases of EnvelopeA and EnvelopeB (a local export wins over `export *`); index.test-d.ts checks each
// against the schema it names.

/** Shape A (wallet API, most errors) with its payload typed; `data` is null on errors. */
export type EnvelopeA<T> = Omit<Schemas['EnvelopeA'], 'data'> & { data: T };
/** Shape B (checkout wallets, prefix mappings, batch processing) with its payload typed. */
export type EnvelopeB<T> = Omit<Schemas['EnvelopeB'], 'data'> & { data: T };
