/**
 * Headers as Fetch (`Headers`) or Node's `IncomingMessage.headers` (lowercase keys, repeated headers as arrays) give
 * them.
 */
export type HeadersInput = Headers | Record<string, string | string[] | undefined>;

/** The first value of header `name`, looked up without regard to case. */
export function headerValue(headers: HeadersInput, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const wanted = name.toLowerCase();
  const key = wanted in record ? wanted : Object.keys(record).find((k) => k.toLowerCase() === wanted);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}
