/**
 * What a domain operation answers: the name of the operation's response example that describes the outcome
 * (`walletRetrieved`, `insufficientFunds`, …) and, on success, its payload. The HTTP layer turns the name into the
 * documented status and envelope, so the domain never spells an envelope's message or a status code.
 */
export type Outcome<Name extends string = string, Data = unknown> = {
  answer: Name;
  data?: Data;
  objection?: Objection;
};

/**
 * Why a request was refused, for the developer who sent it: the field (where in the request, and a JSON pointer into
 * it) and what is wrong with it. The documented envelope names no field; the sandbox says this beside it.
 */
export interface Objection {
  in: 'query' | 'body';
  pointer: string;
  message: string;
}

export const answer = <Name extends string, Data>(name: Name, data?: Data): Outcome<Name, Data> =>
  data === undefined ? { answer: name } : { answer: name, data };

/** An outcome that refuses the request, and why. */
export const refused = <Name extends string>(
  name: Name,
  objection: Objection,
): { answer: Name; objection: Objection } => ({ answer: name, objection });

/** Thrown inside a unit of work to refuse and roll back everything it did. */
export class Refusal extends Error {
  constructor(
    readonly answer: string,
    readonly objection: Objection,
  ) {
    super(`refused: ${answer}`);
  }
}

/** Runs a unit of work and turns a Refusal into its outcome; any other error is a fault. */
export async function refusable<T extends Outcome>(run: () => Promise<T>): Promise<T | Outcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return refused(error.answer, error.objection);
    throw error;
  }
}
