/**
 * Crypto withdrawal addresses: the networks each currency can be paid out on, and the address format
 * of each network (checked by the gateway before the call and by the platform again).
 */
import { z } from 'zod';
import { currencySchema, type Currency } from './money';
import { payoutProofShape, requirePayoutProof } from './payout-proof';

export const NETWORKS = ['BTC', 'ERC20', 'TRC20', 'DOGE', 'LTC', 'XRP', 'ADA', 'SOL'] as const;
export type Network = (typeof NETWORKS)[number];

export const NETWORKS_BY_CURRENCY: Partial<Record<Currency, readonly Network[]>> = {
  BTC: ['BTC'],
  ETH: ['ERC20'],
  USDT: ['TRC20', 'ERC20'],
  USDC: ['ERC20'],
  DAI: ['ERC20'],
  SHIB: ['ERC20'],
  TRX: ['TRC20'],
  DOGE: ['DOGE'],
  LTC: ['LTC'],
  XRP: ['XRP'],
  ADA: ['ADA'],
  SOL: ['SOL'],
};

const BASE58 = '1-9A-HJ-NP-Za-km-z';
export const ADDRESS_RE: Record<Network, RegExp> = {
  // legacy P2PKH/P2SH or bech32 / taproot
  BTC: new RegExp(`^(?:[13][${BASE58}]{25,34}|bc1[ac-hj-np-z02-9]{11,71})$`),
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: new RegExp(`^T[${BASE58}]{33}$`),
  DOGE: new RegExp(`^[DA9][${BASE58}]{33}$`),
  LTC: new RegExp(`^(?:[LM3][${BASE58}]{26,33}|ltc1[ac-hj-np-z02-9]{11,71})$`),
  XRP: new RegExp(`^r[${BASE58}]{24,34}$`),
  ADA: /^addr1[0-9a-z]{53,98}$/,
  SOL: new RegExp(`^[${BASE58}]{32,44}$`),
};

export function isValidAddress(network: Network, address: string): boolean {
  return ADDRESS_RE[network].test(address);
}

export const walletAddressSchema = z.object({
  id: z.string(),
  currency: currencySchema,
  network: z.enum(NETWORKS),
  address: z.string(),
  /** XRP destination tag, when the receiving exchange needs one. */
  memo: z.string().nullable(),
  label: z.string().nullable(),
  createdAt: z.number().int(),
});
export type WalletAddressView = z.infer<typeof walletAddressSchema>;

export const walletAddressCreateInputSchema = z
  .object({
    currency: currencySchema,
    network: z.enum(NETWORKS, { error: 'validation.networkError' }),
    address: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(128),
    memo: z
      .string()
      .regex(/^\d{1,10}$/, 'validation.memoError')
      .optional(),
    label: z.string().trim().max(30).optional(),
    ...payoutProofShape,
  })
  .superRefine(requirePayoutProof)
  .superRefine((v, ctx) => {
    const networks = NETWORKS_BY_CURRENCY[v.currency];
    if (!networks?.includes(v.network)) {
      ctx.addIssue({ code: 'custom', path: ['network'], message: 'validation.networkError' });
      return;
    }
    if (!isValidAddress(v.network, v.address)) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.addressError' });
    }
  });
