import type { OperationEntry } from '@waas/spec/pairs';
import type { Profile } from '../profile/profile.js';

export interface Route {
  operation: OperationEntry;
  /** Path parameters by name, decoded. */
  params: Record<string, string>;
}

/**
 * Why an exchange is not judged: its URL is under none of the base URLs, or under one but of no documented operation.
 */
export type Unrouted = { left: 'otherHost' | 'unknownPath' };

interface Template {
  operation: OperationEntry;
  pattern: RegExp;
  names: string[];
}

const prefixOf = (url: URL) => url.pathname.replace(/\/+$/, '');

function compile(operation: OperationEntry): Template {
  const names: string[] = [];
  const source = operation.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { operation, pattern: new RegExp(`^${source}/?$`), names };
}

/**
 * The operation of an observed request, as the runner addresses them: each host's paths under the profile's base URL
 * for it (the three may be one), then the method and the path template. HEAD is not an operation of the document.
 */
export function router(operations: readonly OperationEntry[], baseUrls: Profile['baseUrls']) {
  const templates = operations.map(compile);
  const bases = Object.entries(baseUrls).map(([host, url]) => ({ host, url: new URL(url) }));
  return (method: string, url: string): Route | Unrouted => {
    const target = new URL(url);
    const under = bases.filter(
      (base) => base.url.origin === target.origin && (target.pathname + '/').startsWith(prefixOf(base.url) + '/'),
    );
    if (under.length === 0) return { left: 'otherHost' };
    for (const base of under) {
      const path = target.pathname.slice(prefixOf(base.url).length) || '/';
      for (const { operation, pattern, names } of templates) {
        if (operation.host !== base.host || operation.method !== method.toLowerCase()) continue;
        const match = pattern.exec(path);
        if (!match) continue;
        try {
          return {
            operation,
            params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])),
          };
        } catch {
          return { left: 'unknownPath' }; // a malformed escape names no value of the operation
        }
      }
    }
    return { left: 'unknownPath' };
  };
}

/**
 * Where a request the proxy received goes: under the base URL of its operation's host, or the wallet host's when it
 * is of no documented operation (the upstream answers it as it will).
 */
export function upstreams(operations: readonly OperationEntry[], baseUrls: Profile['baseUrls']) {
  const route = router(operations, baseUrls);
  const bases = [...new Set([baseUrls.wallet, baseUrls.checkout, baseUrls.payout])].map((base) =>
    base.replace(/\/+$/, ''),
  );
  return (method: string, pathAndQuery: string): string => {
    const urls = bases.map((base) => base + pathAndQuery);
    return urls.find((url) => !('left' in route(method, url))) ?? urls[0]!;
  };
}
