import { createMocks } from './mocks.js';

export {
  documented,
  type Choice,
  type DefaultStatus,
  type DocumentedResponse,
  type DocumentedStatus,
  type ExampleName,
} from './documented.js';
export { createMocks, type Mocks, type Override, type OverrideInfo, type Reply } from './mocks.js';
export type { Host, MockOptions } from './origins.js';
export type { DeclaredStatus, OperationId, PathParams, ResponseBody } from './spec-types.js';

/** The handlers, `answer` and `override` for any origin; `createMocks({ baseUrl })` limits them to some base URLs. */
export const { handlers, answer, override } = createMocks();
