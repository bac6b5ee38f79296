import type { HttpRequest } from '../model.js';
import type { WebhookProfile } from '../../profile/profile.js';

/** The profile's request that gives the target the receiver's URL; a path is read against the wallet base URL. */
export function registration(
  register: NonNullable<WebhookProfile['register']>,
  receiverUrl: string,
  walletUrl: string,
): HttpRequest {
  const fill = (text: string) => text.replaceAll('{receiverUrl}', receiverUrl);
  const url = register.url.startsWith('/') ? walletUrl + register.url : register.url;
  const request: HttpRequest = {
    method: register.method.toUpperCase(),
    url: fill(url),
    headers: { ...register.headers },
  };
  if (register.body !== undefined) {
    request.headers['content-type'] ??= 'application/json';
    request.body = fill(JSON.stringify(register.body));
  }
  return request;
}
