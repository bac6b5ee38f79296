// Prism checks the key before the body: a request without its x-api-key gets the 401 whatever its body says. The
// front, which answers the bodies Prism cannot read, asks this first, so those bodies are refused in the same order.
import type { IncomingHttpHeaders } from 'node:http';
import { resolve, type OpenApiDocument } from '@waas/spec/document';
import type { OperationEntry } from '@waas/spec/pairs';

type Requirement = Record<string, unknown>;
interface SecurityScheme {
  type?: string;
  in?: string;
  name?: string;
}

/**
 * Whether the request lacks what every security requirement of the operation asks for; only header keys are judged, the
 * kind the API uses.
 */
export function lacksApiKey(
  document: OpenApiDocument,
  operation: OperationEntry,
  headers: IncomingHttpHeaders,
): boolean {
  const { security } = resolve<{ security?: Requirement[] }>(
    document,
    document.paths?.[operation.path]?.[operation.method],
  );
  const requirements = security ?? (document.security as Requirement[] | undefined) ?? [];
  const schemes = document.components?.securitySchemes ?? {};
  const met = (requirement: Requirement) =>
    Object.keys(requirement).every((name) => {
      const scheme = resolve<SecurityScheme>(document, schemes[name]);
      return (
        scheme.type !== 'apiKey' || scheme.in !== 'header' || headers[String(scheme.name).toLowerCase()] !== undefined
      );
    });
  // No requirement (or `security: []`) asks for nothing; an empty one (`{}`) is met by any request.
  return requirements.length > 0 && !requirements.some(met);
}
