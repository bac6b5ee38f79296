export interface OrganizationRow {
  id: string;
  name: string;
  is_active: boolean;
  created_at_us: number;
}

export interface ProductRow {
  id: string;
  organization_id: string;
  name: string;
  description: string;
  direction: 'D' | 'C';
  is_active: boolean;
  date_updated_us: number;
}

export interface WalletGroupRow {
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  is_active: boolean;
  date_created_us: number;
}

/** What organizations and their reference data (products, wallet groups) ask of storage. */
export interface OrganizationStore {
  organizationById(id: string): Promise<OrganizationRow | undefined>;
  insertOrganization(organization: OrganizationRow): Promise<void>;
  insertProduct(product: ProductRow): Promise<void>;
  /** Replaces a product of the organization; undefined when the organization has no product with the id. */
  updateProduct(product: ProductRow): Promise<ProductRow | undefined>;
  insertWalletGroup(group: WalletGroupRow): Promise<void>;
  walletGroupById(organizationId: string, id: string): Promise<WalletGroupRow | undefined>;
  /** The organization's first wallet group. */
  defaultWalletGroup(organizationId: string): Promise<WalletGroupRow | undefined>;
}
