export interface DemoKeys {
  /** Admin key of the first organization (the spec's examples' organization). */
  admin: string;
  /** Key of the first organization without admin access. */
  nonAdmin: string;
  /** Admin key of the second organization, to try isolation. */
  other: string;
}

export const DEFAULT_DEMO_KEYS: DemoKeys = {
  admin: 'sandbox-key-acme-admin',
  nonAdmin: 'sandbox-key-acme',
  other: 'sandbox-key-globex',
};

/** The fixed demo keys, each overridable by its environment variable. */
export function demoKeysFrom(env: Record<string, string | undefined>): DemoKeys {
  return {
    admin: env.WAAS_DEMO_API_KEY || DEFAULT_DEMO_KEYS.admin,
    nonAdmin: env.WAAS_DEMO_NON_ADMIN_API_KEY || DEFAULT_DEMO_KEYS.nonAdmin,
    other: env.WAAS_DEMO_OTHER_API_KEY || DEFAULT_DEMO_KEYS.other,
  };
}
