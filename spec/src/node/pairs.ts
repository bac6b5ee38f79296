// `@waas/spec/pairs` as Node imports it: with loadBundle, which reads the bundle from the installed package.
export * from '../pairs.js';
export { loadBundle } from '../load-bundle.js';
