// One Prism for every suite of the run; its URL reaches the tests through inject('mockUrl').
import type { TestProject } from 'vitest/node';
import { startPrism } from '@waas/prism-front';

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const prism = await startPrism();
  project.provide('mockUrl', prism.url);
  return prism.stop;
}
