// `@waas/spec/document` as Node imports it: with loadBundle, which reads the bundle from the installed package.
export * from '../document.js';
export { loadBundle } from '../load-bundle.js';
