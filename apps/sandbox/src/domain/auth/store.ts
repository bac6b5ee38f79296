/** An API key as it is kept: only its hash. */
export interface ApiKeyRow {
  key_hash: string;
  organization_id: string;
  is_admin: boolean;
  label: string;
  created_at_us: number;
}

/** What resolving callers asks of storage. */
export interface KeyStore {
  /** The key with the hash, when its organization is active. */
  apiKeyByHash(keyHash: string): Promise<ApiKeyRow | undefined>;
  insertApiKey(key: ApiKeyRow): Promise<void>;
}
