import { pairUrl, type ExamplePair } from '@waas/spec/pairs';
import type { HttpRequest } from './model.js';
import { bind, type Bindings } from './bindings/bindings.js';
import type { Profile } from '../profile/profile.js';

export type HostName = ExamplePair['host'];

export interface RequestParts {
  apiKey?: string;
  prefer?: string;
  extraHeaders?: Record<string, string>;
  extraQuery?: Record<string, string>;
}

/** The HTTP request of a pair's request half, against the profile's base URL for the pair's host. */
export function pairRequest(pair: ExamplePair, profile: Profile, bindings: Bindings, parts: RequestParts): HttpRequest {
  const request = bind(pair.request, bindings);
  const url = pairUrl({ ...pair, request }, profile.baseUrls[pair.host]);
  for (const [name, value] of Object.entries(parts.extraQuery ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: pair.response.contentType };
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = String(value);
  if (parts.apiKey !== undefined) headers['x-api-key'] = parts.apiKey;
  if (parts.prefer !== undefined) headers.prefer = parts.prefer;
  Object.assign(headers, parts.extraHeaders);
  const http: HttpRequest = { method: pair.method.toUpperCase(), url: url.toString(), headers };
  if ('body' in request) {
    headers['content-type'] = 'application/json';
    http.body = JSON.stringify(request.body);
  }
  return http;
}
