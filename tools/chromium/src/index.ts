export { CHROMIUM, isLocal, launchBrowser, type Browser, type OpenOptions, type WatchedPage } from './browser.js';
export { servePage, type PageOptions, type ServedPage } from './page-server.js';
export { nodeBuiltinsIn } from './portable.js';
