/**
 * The player's payout accounts: Japanese bank accounts (the full account number is kept here and
 * never answered, logged or put on the ledger; answers carry it masked) and crypto addresses.
 */
import { randomUUID } from 'node:crypto';
import type { Currency } from '@casino/shared/schemas/money';
import type { Network } from '@casino/shared/schemas/wallet-address';
import type { BankCardView } from '@casino/shared/schemas/bank-card';
import type { WalletAddressView } from '@casino/shared/schemas/wallet-address';
import { defineSlice } from '../../core/state';

export const MAX_BANK_CARDS = 5;
export const MAX_ADDRESSES = 10;

export interface BankCard {
  id: string;
  playerId: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: number;
  accountNo: string;
  accountName: string;
  isDefault: boolean;
  createdAt: number;
}

export interface WalletAddress {
  id: string;
  playerId: string;
  currency: Currency;
  network: Network;
  address: string;
  memo: string | null;
  label: string | null;
  createdAt: number;
}

export class PayoutStore {
  readonly cards = new Map<string, BankCard[]>();
  readonly addresses = new Map<string, WalletAddress[]>();

  cardsOf(playerId: string): BankCard[] {
    return this.cards.get(playerId) ?? [];
  }

  addressesOf(playerId: string): WalletAddress[] {
    return this.addresses.get(playerId) ?? [];
  }

  addCard(card: Omit<BankCard, 'id'>): BankCard {
    const list = this.cardsOf(card.playerId);
    const full: BankCard = { ...card, id: `BC${randomUUID().slice(0, 8)}` };
    if (full.isDefault || list.length === 0) {
      for (const c of list) c.isDefault = false;
      full.isDefault = true;
    }
    this.cards.set(card.playerId, [...list, full]);
    return full;
  }

  deleteCard(playerId: string, id: string): boolean {
    const list = this.cardsOf(playerId);
    const next = list.filter((c) => c.id !== id);
    if (next.length === list.length) return false;
    if (next.length > 0 && !next.some((c) => c.isDefault)) next[0]!.isDefault = true;
    this.cards.set(playerId, next);
    return true;
  }

  addAddress(address: Omit<WalletAddress, 'id'>): WalletAddress {
    const full: WalletAddress = { ...address, id: `WA${randomUUID().slice(0, 8)}` };
    this.addresses.set(address.playerId, [...this.addressesOf(address.playerId), full]);
    return full;
  }

  deleteAddress(playerId: string, id: string): boolean {
    const list = this.addressesOf(playerId);
    const next = list.filter((a) => a.id !== id);
    this.addresses.set(playerId, next);
    return next.length !== list.length;
  }
}

export const payoutStore = defineSlice('wallet.payout', () => new PayoutStore());

export function maskAccountNo(accountNo: string): string {
  return '*'.repeat(Math.max(0, accountNo.length - 4)) + accountNo.slice(-4);
}

/** "0x12ab…9f3c" */
export function shortAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export function bankCardView(c: BankCard): BankCardView {
  return {
    id: c.id,
    bankCode: c.bankCode,
    bankName: c.bankName,
    branchCode: c.branchCode,
    branchName: c.branchName,
    accountType: c.accountType,
    accountNo: maskAccountNo(c.accountNo),
    accountName: c.accountName,
    currency: 'JPY',
    isDefault: c.isDefault,
    createdAt: c.createdAt,
  };
}

export function addressView(a: WalletAddress): WalletAddressView {
  return {
    id: a.id,
    currency: a.currency,
    network: a.network,
    address: a.address,
    memo: a.memo,
    label: a.label,
    createdAt: a.createdAt,
  };
}
