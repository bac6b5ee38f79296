import { randomUUID } from 'node:crypto';

/** A wallet with its balances in minor units; `availableMinor` is below `ledgerMinor` by what scheduled debits hold. */
export interface WalletAccount {
  id: string;
  organizationId: string;
  walletGroupId: string;
  customerId: string;
  walletClassificationId: string;
  currencyId: string;
  currencyCode: string;
  customerTypeId: string;
  name: string;
  mobNum: string | null;
  accountNumber: string;
  bankCode: string;
  bankName: string;
  isInternal: boolean;
  isDefault: boolean;
  walletRestrictionId: string | null;
  availableMinor: number;
  ledgerMinor: number;
}

/** One line of a wallet's history, carrying the ledger balance once it is applied. */
export interface Entry {
  id: string;
  walletId: string;
  productId: string;
  remarks: string;
  dc: 'D' | 'C';
  amountMinor: number;
  balanceMinor: number;
  reference: string;
  transactionId: string;
  atMs: number;
}

export interface Leg {
  dc: 'D' | 'C';
  amountMinor: number;
  productId: string;
  remarks: string;
}

export interface Balances {
  availableMinor: number;
  ledgerMinor: number;
}

const signed = (leg: Leg) => (leg.dc === 'C' ? leg.amountMinor : -leg.amountMinor);

/**
 * Balances and history of every wallet. `frozen` is the balanceDoesNotMove deviation: postings are worked out and
 * answered, but nothing is applied and no entry is written.
 */
export class Ledger {
  readonly #wallets = new Map<string, WalletAccount>();
  readonly #entries = new Map<string, Entry[]>();
  frozen = false;

  constructor(wallets: readonly WalletAccount[]) {
    for (const wallet of wallets) {
      this.#wallets.set(wallet.id, wallet);
      this.#entries.set(wallet.id, []);
    }
  }

  wallet(id: string): WalletAccount | undefined {
    return this.#wallets.get(id.toLowerCase());
  }

  /** A customer wallet of the organization by its virtual account number: the only wallets postings may name. */
  customerWallet(organizationId: string, accountNumber: string): WalletAccount | undefined {
    return [...this.#wallets.values()].find(
      (w) => w.organizationId === organizationId && !w.isInternal && w.accountNumber === accountNumber,
    );
  }

  walletByMobile(organizationId: string, mobNum: string): WalletAccount | undefined {
    return [...this.#wallets.values()].find((w) => w.organizationId === organizationId && w.mobNum === mobNum);
  }

  allWallets(): WalletAccount[] {
    return [...this.#wallets.values()];
  }

  /** Entries in the order they were written, which the strictly increasing clock makes the order of their times. */
  entries(walletId: string): readonly Entry[] {
    return this.#entries.get(walletId) ?? [];
  }

  /**
   * Applies legs in order, one entry each. `held`: a scheduled debit whose available balance moved when it was held,
   * so only the ledger balance moves now.
   */
  post(
    walletId: string,
    legs: readonly Leg[],
    posting: { reference: string; transactionId: string; atMs: number; held?: boolean },
  ): Balances {
    const wallet = this.#required(walletId);
    let { availableMinor, ledgerMinor } = wallet;
    const written: Entry[] = [];
    for (const leg of legs) {
      ledgerMinor += signed(leg);
      if (!posting.held) availableMinor += signed(leg);
      const { dc, amountMinor, productId, remarks } = leg;
      const { reference, transactionId, atMs } = posting;
      written.push({
        id: randomUUID(),
        walletId,
        productId,
        remarks,
        dc,
        amountMinor,
        balanceMinor: ledgerMinor,
        reference,
        transactionId,
        atMs,
      });
    }
    if (!this.frozen) {
      Object.assign(wallet, { availableMinor, ledgerMinor });
      this.#entries.get(walletId)!.push(...written);
    }
    return { availableMinor, ledgerMinor };
  }

  /** Holds a scheduled debit: the available balance drops now, the ledger balance when the debit is posted. */
  hold(walletId: string, amountMinor: number): Balances {
    const wallet = this.#required(walletId);
    const after = { availableMinor: wallet.availableMinor - amountMinor, ledgerMinor: wallet.ledgerMinor };
    if (!this.frozen) wallet.availableMinor = after.availableMinor;
    return after;
  }

  #required(walletId: string): WalletAccount {
    const wallet = this.#wallets.get(walletId);
    if (!wallet) throw new Error(`no wallet ${walletId}`);
    return wallet;
  }
}
