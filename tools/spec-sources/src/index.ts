export { SOURCES } from './sources.js';
export { watchSources } from './watch-sources.js';
export { bundleSources, brokenExample, firstProblem, type Bundled } from './bundle-sources.js';
export { saveWhole, until } from './saves.js';
