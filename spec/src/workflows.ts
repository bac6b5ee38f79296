import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** An Arazzo 1.0.1 document as the workflows of this spec use it. */
export interface ArazzoDocument {
  arazzo: string;
  workflows: ArazzoWorkflow[];
}

export interface ArazzoWorkflow {
  workflowId: string;
  summary?: string;
  inputs?: { required?: string[]; properties?: Record<string, { default?: unknown }> };
  steps: ArazzoStep[];
  outputs?: Record<string, string>;
}

export interface ArazzoStep {
  stepId: string;
  description?: string;
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; value: unknown }[];
  requestBody?: { contentType?: string; payload: unknown };
  successCriteria?: { condition: string; context?: string; type?: string }[];
  outputs?: Record<string, string>;
}

const DIRECTORY = new URL('../../workflows/', import.meta.url);

/** Every workflow file of the spec (`spec/workflows/*.arazzo.yaml`), parsed, with its file name. */
export function loadWorkflows(): { file: string; document: ArazzoDocument }[] {
  return readdirSync(DIRECTORY)
    .filter((file) => file.endsWith('.arazzo.yaml'))
    .sort()
    .map((file) => ({ file, document: parse(readFileSync(new URL(file, DIRECTORY), 'utf8')) as ArazzoDocument }));
}
