// @vitest-environment node
import { answersInThisEnvironment } from '../../test/msw-sequence.js';

answersInThisEnvironment('node');
