import { expectTypeOf, test } from 'vitest';
import type {
  BatchProcessingEnvelope,
  BatchProcessingResult,
  components,
  EnvelopeA,
  EnvelopeB,
  Product,
  ProductEnvelope,
  Wallet,
  WalletEnvelope,
} from './index.js';

type Schemas = components['schemas'];

// The two hand-written aliases, against the generated types they name (`branded`: compared property by property, as
// an intersection and a flat object of the same properties differ otherwise); a schema change they no longer match
// fails `pnpm test` (Vitest's typecheck) and `pnpm typecheck`.
test('each envelope, given the payload its schema declares, is that schema', () => {
  expectTypeOf<EnvelopeA<Schemas['EnvelopeA']['data']>>().branded.toEqualTypeOf<Schemas['EnvelopeA']>();
  expectTypeOf<EnvelopeB<Schemas['EnvelopeB']['data']>>().branded.toEqualTypeOf<Schemas['EnvelopeB']>();
});

test("each envelope, given an operation's payload, is the envelope schema the spec writes for it", () => {
  expectTypeOf<EnvelopeA<Wallet>>().branded.toEqualTypeOf<WalletEnvelope>();
  expectTypeOf<EnvelopeA<Product>>().branded.toEqualTypeOf<ProductEnvelope>();
  expectTypeOf<EnvelopeB<BatchProcessingResult>>().branded.toEqualTypeOf<BatchProcessingEnvelope>();
});
