import type { Scenario } from '@waas/spec/pairs';
import type { RunContext } from './context.js';

/** Prism cannot tell keys apart; on the mock any distinct value stands for each key the profile leaves out. */
const MOCK_KEYS = {
  organization: 'conformance-mock-key',
  otherOrganization: 'conformance-mock-other-organization-key',
  nonAdmin: 'conformance-mock-non-admin-key',
};

export type KeyChoice = { apiKey?: string } | { notApplicable: string };

/** The x-api-key a scenario sends, or why this target cannot run it. */
export function keyFor(context: RunContext, scenario: Scenario | undefined): KeyChoice {
  const { keys } = context.profile;
  const mock = context.kind === 'mock';
  const pick = (key: string | undefined, fallback: string, missing: string): KeyChoice =>
    key !== undefined ? { apiKey: key } : mock ? { apiKey: fallback } : { notApplicable: missing };
  switch (scenario) {
    case 'missingApiKey':
      return {};
    case 'unknownApiKey':
      return { apiKey: keys.unknown };
    case 'otherOrganization':
      return pick(
        keys.otherOrganization,
        MOCK_KEYS.otherOrganization,
        'the profile has no key of another organization (keys.otherOrganization)',
      );
    case 'nonAdminKey':
      return pick(keys.nonAdmin, MOCK_KEYS.nonAdmin, 'the profile has no non-admin key (keys.nonAdmin)');
    default:
      return pick(keys.organization, MOCK_KEYS.organization, 'no API key: pass --api-key or set keys.organization');
  }
}
