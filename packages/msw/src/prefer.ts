/**
 * The choice in a `Prefer` header as the mock (Prism) reads it: `code=404, example=accountNotFound`. Undefined when the
 * header names neither, so the default answer applies.
 */
export function readPrefer(header: string | null): { status?: number; example?: string } | undefined {
  if (!header) return undefined;
  const preferences = new Map(
    header.split(/[,;]/).map((part) => {
      const [key = '', value = ''] = part.split('=', 2).map((side) => side.trim());
      return [key.toLowerCase(), value.replace(/^"(.*)"$/, '$1')] as const;
    }),
  );
  const code = preferences.get('code');
  const example = preferences.get('example');
  if (code === undefined && example === undefined) return undefined;
  if (code !== undefined && !/^[1-5]\d\d$/.test(code)) throw new Error(`Prefer: code=${code} is not an HTTP status`);
  return { ...(code === undefined ? {} : { status: Number(code) }), ...(example === undefined ? {} : { example }) };
}
