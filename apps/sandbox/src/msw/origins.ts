/** A host of the API, as `@waas/spec/pairs` names them: spelt out, so the published types need no @waas/spec. */
export type Host = 'wallet' | 'checkout' | 'payout';

type BaseUrls = string | readonly string[];

/**
 * Where the handlers answer, named as @waas/msw's options are. Without either they answer whatever the origin, so
 * they work with any base URL the app configures; `baseUrl` (every host on one address, like the server) or
 * `baseUrls` (one per host, like staging) limit them, and a request elsewhere falls through to the next handler.
 * The control API (`/sandbox/...`) is the sandbox's, no host's: it answers on every base URL given.
 */
export type SandboxOrigins =
  | { baseUrl?: undefined; baseUrls?: undefined }
  | { baseUrl: BaseUrls; baseUrls?: undefined }
  | { baseUrl?: undefined; baseUrls: Partial<Record<Host, BaseUrls>> };

/**
 * The base URL a request for an operation of a host (none for the control API's) was sent to, when the options allow
 * it; undefined otherwise.
 */
export type Served = (host: Host | undefined, request: Request, url: string) => string | undefined;

export function baseUrlsOf(options: SandboxOrigins): Served {
  const given = (host: Host | undefined) =>
    options.baseUrl ?? (host === undefined ? Object.values(options.baseUrls ?? {}) : options.baseUrls?.[host]) ?? [];
  const bases = (host: Host | undefined) => [given(host)].flat(2).map(normalize);
  return (host, request, route) => {
    // The handler's pattern matched the route at the end of the URL; what comes before it is the base URL called.
    const url = new URL(request.url);
    const segments = url.pathname.split('/');
    const base = url.origin + segments.slice(0, segments.length - (route.split('/').length - 1)).join('/');
    if (options.baseUrl === undefined && options.baseUrls === undefined) return base;
    return bases(host).includes(base) ? base : undefined;
  };
}

function normalize(baseUrl: string): string {
  const url = new URL(baseUrl);
  return url.origin + url.pathname.replace(/\/+$/, '');
}
