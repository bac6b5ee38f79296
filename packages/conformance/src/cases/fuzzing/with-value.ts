import type { HttpRequest } from '../../core/model.js';
import type { Input } from './inputs.js';

/** The well-formed request with one input set to a value; `undefined` leaves the input out. */
export function withValue(request: HttpRequest, input: Input, value: unknown): HttpRequest {
  switch (input.in) {
    case 'body': {
      const body = { ...(JSON.parse(request.body!) as Record<string, unknown>) };
      if (value === undefined) delete body[input.name];
      else body[input.name] = value;
      return { ...request, body: JSON.stringify(body) };
    }
    case 'query': {
      const url = new URL(request.url);
      url.searchParams.set(input.name, String(value));
      return { ...request, url: url.toString() };
    }
    case 'header':
      return { ...request, headers: { ...request.headers, [input.name.toLowerCase()]: String(value) } };
    case 'path': {
      const url = new URL(request.url);
      url.pathname = url.pathname.replace(
        `/${encodeURIComponent(input.current ?? '')}`,
        `/${encodeURIComponent(String(value))}`,
      );
      return { ...request, url: url.toString() };
    }
  }
}
