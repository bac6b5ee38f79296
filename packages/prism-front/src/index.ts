export { freePort, httpUrl, LOOPBACK, portOpen } from './ports.js';
export { startPrism, type PrismOptions, type RunningPrism } from './start.js';
