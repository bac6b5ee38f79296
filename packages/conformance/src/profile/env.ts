/** `${NAME}` and `${NAME:-default}` in every string of a parsed profile, so keys stay out of profile files. */
const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

export class MissingVariableError extends Error {
  constructor(readonly names: string[]) {
    super(`the profile refers to unset environment variables: ${names.join(', ')}`);
  }
}

export function substituteEnv(value: unknown, env: Record<string, string | undefined>): unknown {
  const missing = new Set<string>();
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') {
      return node.replace(REFERENCE, (_, name: string, fallback: string | undefined) => {
        const found = env[name];
        if (found !== undefined && found !== '') return found;
        if (fallback !== undefined) return fallback;
        missing.add(name);
        return '';
      });
    }
    if (Array.isArray(node)) return node.map(visit);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]));
    return node;
  };
  const out = visit(value);
  if (missing.size > 0) throw new MissingVariableError([...missing]);
  return out;
}
