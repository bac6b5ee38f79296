// @waas/sandbox/msw: the sandbox inside a test, behind MSW.
export {
  createSandboxHandlers,
  type SandboxHandlers,
  type SandboxHandlersClock,
  type SandboxHandlersOptions,
} from './handlers.js';
