/**
 * What a domain operation answers: the name of the operation's response example that describes the outcome
 * (`walletRetrieved`, `insufficientFunds`, …) and, on success, its payload. The HTTP layer turns the name into the
 * documented status and envelope, so the domain never spells a message or a status code.
 */
export type Outcome<Name extends string = string, Data = unknown> = { answer: Name; data?: Data };

export const answer = <Name extends string, Data>(name: Name, data?: Data): Outcome<Name, Data> =>
  data === undefined ? { answer: name } : { answer: name, data };

/** Thrown inside a unit of work to refuse and roll back everything it did. */
export class Refusal extends Error {
  constructor(readonly answer: string) {
    super(`refused: ${answer}`);
  }
}

/** Runs a unit of work and turns a Refusal into its outcome; any other error is a fault. */
export async function refusable<T extends Outcome>(run: () => Promise<T>): Promise<T | Outcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return { answer: error.answer };
    throw error;
  }
}
