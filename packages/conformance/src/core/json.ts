/** A body as JSON, or undefined when it is not JSON: a target's answer is judged, never trusted to parse. */
export function jsonOf(text: string): unknown {
  // No body is no JSON: said without the cost of a thrown SyntaxError, which every GET would pay.
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
