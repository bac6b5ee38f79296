export { CHROMIUM, isLocal, launchBrowser, type Browser, type WatchedPage } from './browser.js';
export { servePage, type PageOptions, type ServedPage } from './page-server.js';
