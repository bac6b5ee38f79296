import { KESTREL, LUMEN, seededUuid } from './data.js';

/** Accounts other banks hold, by bank code and account number: what the payout enquiry can name. */
export const BANK_DIRECTORY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '221': { '2207746150': 'KESTREL FOODS LTD', '2207746169': 'ADAEZE OKAFOR' },
  '214': { '1402285317': 'LUMEN TEXTILES PLC' },
  '090405': { '5120093348': 'EMEKA NNAMDI' },
};

/** The account the identifiers name for the payout enquiry. */
export const PAYEE = { bankCode: '221', accountNumber: '2207746150' } as const;

export interface PrefixMappingRecord {
  id: string;
  secondaryPrefix: string;
  primaryPrefixId: string;
  /** Searched, but not part of the answer: the spec's prefix mapping carries only the primary prefix's id. */
  primaryPrefixCode: string;
  organizationId: string;
  alias: string;
  organizationName: string;
  organizationIsActive: string;
}

const PRIMARY = {
  '303': seededUuid('primary-prefix:303'),
  '305': seededUuid('primary-prefix:305'),
  '412': seededUuid('primary-prefix:412'),
} as const;

const mapping = (
  organization: { id: string; name: string },
  secondaryPrefix: string,
  primary: keyof typeof PRIMARY,
  alias: string,
): PrefixMappingRecord => ({
  id: seededUuid(`prefix-mapping:${organization.id}:${secondaryPrefix}`),
  secondaryPrefix,
  primaryPrefixId: PRIMARY[primary],
  primaryPrefixCode: primary,
  organizationId: organization.id,
  alias,
  organizationName: organization.name,
  organizationIsActive: 'active',
});

export const PREFIX_MAPPINGS: readonly PrefixMappingRecord[] = [
  mapping(KESTREL, '771', '303', 'kestrel-web'),
  mapping(KESTREL, '772', '303', 'kestrel-pos'),
  mapping(KESTREL, '773', '303', 'kestrel-app'),
  mapping(KESTREL, '774', '305', 'kestrel-b2b'),
  mapping(KESTREL, '775', '305', 'kestrel-events'),
  mapping(KESTREL, '779', '305', 'kestrel-legacy'),
  mapping(LUMEN, '881', '412', 'lumen-main'),
  mapping(LUMEN, '882', '412', 'lumen-export'),
];
