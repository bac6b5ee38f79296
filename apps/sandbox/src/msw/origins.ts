import type { Host } from '@waas/spec/pairs';

type BaseUrls = string | readonly string[];

/**
 * Where the handlers answer, named as @waas/msw's options are. Without either they answer whatever the origin, so
 * they work with any base URL the app configures; `baseUrl` (every host on one address, like the server) or
 * `baseUrls` (one per host, like staging) limit them, and a request elsewhere falls through to the next handler.
 */
export type SandboxHandlersOptions =
  | { baseUrl?: undefined; baseUrls?: undefined }
  | { baseUrl: BaseUrls; baseUrls?: undefined }
  | { baseUrl?: undefined; baseUrls: Partial<Record<Host, BaseUrls>> };

/** The base URL a request for an operation of a host was sent to, when the options allow it; undefined otherwise. */
export type Served = (host: Host, request: Request, url: string) => string | undefined;

export function baseUrlsOf(options: SandboxHandlersOptions): Served {
  const bases = (host: Host) => [options.baseUrl ?? options.baseUrls?.[host] ?? []].flat().map(normalize);
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
