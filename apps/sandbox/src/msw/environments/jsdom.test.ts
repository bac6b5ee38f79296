// @vitest-environment jsdom
import { answersInThisEnvironment } from '../../test/msw-sequence.js';

answersInThisEnvironment('jsdom');
