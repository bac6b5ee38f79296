export { freePort, httpUrl, LOOPBACK } from './ports.js';
export { startPrism, type PrismOptions, type RunningPrism } from './start.js';
