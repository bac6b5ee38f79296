import type { ValidateFunction } from 'ajv/dist/2020.js';

/**
 * The validators of the shipped spec's schemas, by pointer, compiled when the package was built: `build` writes
 * dist/core/compiled-spec.js over this module (scripts/compiled-spec.ts). Compiling them as a run met them cost the
 * command more CPU than any other part of its start, on the cores it shares with the target it checks. From source
 * there are none, and SchemaBook compiles each as it is met; so it does for a document other than the one built
 * against (its hash differs).
 */
export const COMPILED: { hash: string; validators: Record<string, ValidateFunction> } | undefined = undefined;
