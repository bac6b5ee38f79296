import type { ExamplePair } from '@waas/spec/pairs';
import { identifierBindings, inputsOf, isIdentifier, referenceMint, unknownLike, type Bindings } from './bindings.js';
import { shiftedDates } from './dates.js';

/** Inputs whose values must be new to the target on every run: a reference posts once, ever. */
export const MINTED_INPUTS = ['transactionReference'];

const wellFormed = (pair: ExamplePair) => pair.request.invalidInputs.length === 0 && pair.scenario === undefined;

/**
 * What a live target's requests are bound to before anything is asked of it: the profile's identifiers (by input
 * name), fresh references for writes, shifted dates, values unknown to the target for the not-found pairs, and the
 * profile's fixtures over all of them.
 */
export function exampleBindings(
  pairs: readonly ExamplePair[],
  identifiers: Record<string, string>,
  fixtures: Record<string, string>,
  today = new Date(),
): Bindings {
  const out: Bindings = new Map([...shiftedDates(pairs, today), ...identifierBindings(pairs, identifiers)]);
  const mint = referenceMint(today.getTime());
  for (const pair of pairs) {
    if (pair.method === 'get') continue;
    for (const [name, value] of inputsOf(pair.request))
      if (MINTED_INPUTS.includes(name) && typeof value === 'string' && !out.has(value)) out.set(value, mint());
  }
  const known = knownValues(pairs);
  for (const pair of pairs.filter((p) => wellFormed(p) && p.status >= 400 && p.status < 500)) {
    for (const [, value] of inputsOf(pair.request))
      if (typeof value === 'string' && !known.has(value) && !out.has(value) && /\d/.test(value))
        out.set(value, unknownLike(value));
  }
  // A reference to read (the transfer status) is any text, not an identifier by its shape: the profile names it.
  for (const pair of pairs.filter((p) => p.method === 'get' && wellFormed(p) && p.status < 300)) {
    for (const [name, value] of inputsOf(pair.request)) {
      const mine = identifiers[name];
      if (MINTED_INPUTS.includes(name) && mine !== undefined && typeof value === 'string' && !out.has(value))
        out.set(value, mine);
    }
  }
  for (const [example, mine] of Object.entries(fixtures)) out.set(example, mine);
  return out;
}

/** The values well-formed requests that succeed send: a not-found pair's value that is not among them names nothing. */
export function knownValues(pairs: readonly ExamplePair[]): Set<unknown> {
  return new Set(
    pairs.filter((p) => wellFormed(p) && p.status < 300).flatMap((p) => inputsOf(p.request).map(([, value]) => value)),
  );
}

/** Input names whose example identifiers a request still sends unbound: the target cannot know them. */
export function unboundInputs(pair: ExamplePair, bindings: Bindings, known: Set<unknown>): string[] {
  if (pair.scenario === 'missingApiKey' || pair.scenario === 'unknownApiKey' || pair.request.invalidInputs.length > 0)
    return [];
  return inputsOf(pair.request)
    .filter(
      ([name, value]) =>
        (isIdentifier(value) || MINTED_INPUTS.includes(name)) && known.has(value) && !bindings.has(value as string),
    )
    .map(([name]) => name);
}
