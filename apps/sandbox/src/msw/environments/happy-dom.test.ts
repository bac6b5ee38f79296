// @vitest-environment happy-dom
import { answersInThisEnvironment } from '../../test/msw-sequence.js';

answersInThisEnvironment('happy-dom');
