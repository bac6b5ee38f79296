/**
 * The spec's hand-written sources, relative to its folder: what is watched and bundled; dist/ and node_modules/ are not
 * among them.
 */
export const SOURCES = ['openapi.yaml', 'paths', 'components', 'webhooks'] as const;
