import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Redoc draws its own logo from its CDN at the foot of the menu; the page must not leave the host it is served from.
 */
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const BLANK_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/** Redoc's standalone bundle from node_modules, with its one remote asset replaced by an inline blank image. */
export function redocStandalone(): string {
  const file = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
  const source = readFileSync(file, 'utf8');
  const uses = source.split(CDN_LOGO).length - 1;
  if (uses !== 1)
    throw new Error(
      `${file}: expected the CDN logo once, found it ${uses} times; check the new Redoc version for remote assets`,
    );
  return source.replace(CDN_LOGO, BLANK_IMAGE);
}
