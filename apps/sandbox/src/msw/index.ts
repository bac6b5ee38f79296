// @waas/sandbox/msw: the sandbox inside a test, behind MSW.
export { createSandboxHandlers, type SandboxHandlers, type SandboxHandlersClock } from './handlers.js';
export type { SandboxHandlersOptions } from './origins.js';
