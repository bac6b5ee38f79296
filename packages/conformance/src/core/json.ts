/** A body as JSON, or undefined when it is not JSON: a target's answer is judged, never trusted to parse. */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
