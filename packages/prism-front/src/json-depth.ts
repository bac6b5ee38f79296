// How deep a JSON text nests, read without recursion. Prism's own readers of a body recurse: one nested 10 000 levels
// overflows their stack (a 500 not in the API's envelope, and a stack trace), so the front refuses it first.

/**
 * Far deeper than any request of the API (its bodies nest a few levels), far below where Prism gives out (3 000 levels
 * pass).
 */
export const MAX_JSON_DEPTH = 128;

/** Whether a JSON text (one that parses) opens more than `limit` arrays and objects inside one another. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\')
        index++; // the escaped character, a quote among them, is part of the string
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}
