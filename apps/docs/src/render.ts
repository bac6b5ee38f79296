import type { OpenApiDocument } from '@waas/spec/pairs';

/** Options handed to `Redoc.init`; see Redoc's README for each one. */
export const REDOC_OPTIONS = {
  downloadDefinitionUrl: 'openapi.json',
  expandDefaultServerVariables: true,
  expandResponses: 'all',
  hideLoading: true,
  jsonSampleExpandLevel: 3,
  pathInMiddlePanel: true,
  requiredPropsFirst: true,
  schemaDefinitionsTagName: 'Schemas',
  showExtensions: ['x-host', 'x-environment', 'x-scenario'],
  showWebhookVerb: true,
  theme: {
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", sans-serif',
      headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", sans-serif' },
      code: { fontFamily: 'ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace' },
    },
  },
} as const;

/**
 * The page may load its own files and nothing else; a renderer that reached for a CDN would be refused here and
 * show a console error, which the browser test fails on. Redoc needs inline styles and a blob: worker for search.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can end it early. */
const embedded = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const NOSCRIPT =
  '<noscript>This reference is drawn by JavaScript; the document itself is ' +
  '<a href="openapi.json">openapi.json</a>.</noscript>';

/** What a page that follows the spec adds: its number and the script that reloads it. */
const followed = (page: number) =>
  `\n    <meta name="waas-page" content="${page}">\n    <script src="reload.js"></script>`;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * index.html: the document and the options inline, Redoc's bundle and the init script beside it. A page that follows
 * the spec (`pnpm dev`) carries its number and loads reload.js, which reloads it once the server has built a later one.
 */
export function renderPage(document: OpenApiDocument, { page }: { page?: number } = {}): string {
  const info = document.info as { title?: string; summary?: string } | undefined;
  const title = escapeHtml(`${info?.title ?? 'API'} reference`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
    <meta name="description" content="${escapeHtml(info?.summary ?? '')}">
    <title>${title}</title>
    <link rel="icon" href="data:,">
    <style>
      body { margin: 0; padding: 0; }
      /* The menu has room for the HTTP method only; the Provisional badge shows in each operation's heading. */
      [role="menuitem"] .operation-type.badge { display: none; }
      /* Example pair names and request lines stay whole in the pair tables. */
      td:first-child > code { white-space: nowrap; }
      td > code { word-break: normal; overflow-wrap: anywhere; }
      /* Code blocks in descriptions (the snippets) wrap instead of hiding their URLs past the edge of the column. */
      .redoc-markdown pre, .redoc-markdown pre code { white-space: pre-wrap !important; word-break: break-all; }
    </style>
  </head>
  <body>
    ${NOSCRIPT}
    <div id="reference"></div>
    <script type="application/json" id="openapi">${embedded(document)}</script>
    <script type="application/json" id="redoc-options">${embedded(REDOC_OPTIONS)}</script>
    <script src="redoc.standalone.js"></script>
    <script src="init.js"></script>${page === undefined ? '' : followed(page)}
  </body>
</html>
`;
}
