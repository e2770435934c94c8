/**
 * The payment channels of the platform: deposit channels (bank transfer, QR payment, a crypto address
 * per currency and network) and withdrawal methods (Japanese bank account, crypto address), with the
 * per-currency withdrawal limits. Amounts are decimal strings in the channel's currency.
 */
import { CURRENCIES, toUnits, type Currency } from '@casino/shared/schemas/money';
import type { ChannelType } from '@casino/shared/schemas/deposit';
import { NETWORKS_BY_CURRENCY, type Network } from '@casino/shared/schemas/wallet-address';
import type { PaymentChannel } from '@casino/shared/schemas/payment-channel';
import type { LocalizedText } from '../../core/errors';

export interface DepositChannel {
  channelCode: string;
  channelType: ChannelType;
  currency: Currency;
  network: Network | null;
  name: LocalizedText;
  minAmount: string;
  maxAmount: string;
  feeRate: string;
  feeFixed: string;
  processingMinutes: number;
  needVoucher: boolean;
  /** How long an unpaid order stays open. */
  expireMinutes: number;
  sort: number;
}

export interface WithdrawMethod {
  methodCode: string;
  methodType: 'BANK_CARD' | 'CRYPTO_ADDRESS';
  currency: Currency;
  network: Network | null;
  name: LocalizedText;
  feeRate: string;
  feeFixed: string;
  processingMinutes: number;
  sort: number;
}

export interface WithdrawLimits {
  min: string;
  max: string;
  dailyCount: number;
  dailyAmount: string;
  /** Above this amount (per order) KYC level 3 is required. */
  kycLevel3Threshold: string;
}

const CRYPTO_NAMES: Partial<Record<Currency, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'Tether',
  USDC: 'USD Coin',
  DAI: 'Dai',
  SHIB: 'Shiba Inu',
  TRX: 'TRON',
  DOGE: 'Dogecoin',
  LTC: 'Litecoin',
  XRP: 'XRP',
  ADA: 'Cardano',
  SOL: 'Solana',
};

/** Per-currency withdrawal limits (about ¥2,000 to ¥2,000,000 an order, 5 a day). */
export const WITHDRAW_LIMITS: Record<Currency, WithdrawLimits> = {
  JPY: { min: '2000', max: '2000000', dailyCount: 5, dailyAmount: '5000000', kycLevel3Threshold: '200000' },
  USD: { min: '20', max: '13000', dailyCount: 5, dailyAmount: '33000', kycLevel3Threshold: '1300' },
  USDT: { min: '20', max: '13000', dailyCount: 5, dailyAmount: '33000', kycLevel3Threshold: '1300' },
  USDC: { min: '20', max: '13000', dailyCount: 5, dailyAmount: '33000', kycLevel3Threshold: '1300' },
  DAI: { min: '20', max: '13000', dailyCount: 5, dailyAmount: '33000', kycLevel3Threshold: '1300' },
  BTC: { min: '0.0002', max: '0.15', dailyCount: 5, dailyAmount: '0.35', kycLevel3Threshold: '0.015' },
  ETH: { min: '0.005', max: '4', dailyCount: 5, dailyAmount: '10', kycLevel3Threshold: '0.4' },
  DOGE: { min: '50', max: '35000', dailyCount: 5, dailyAmount: '90000', kycLevel3Threshold: '3600' },
  LTC: { min: '0.1', max: '130', dailyCount: 5, dailyAmount: '330', kycLevel3Threshold: '13' },
  TRX: { min: '60', max: '56000', dailyCount: 5, dailyAmount: '140000', kycLevel3Threshold: '5600' },
  XRP: { min: '15', max: '12000', dailyCount: 5, dailyAmount: '31000', kycLevel3Threshold: '1200' },
  ADA: { min: '15', max: '15000', dailyCount: 5, dailyAmount: '38000', kycLevel3Threshold: '1500' },
  SHIB: {
    min: '600000',
    max: '570000000',
    dailyCount: 5,
    dailyAmount: '1400000000',
    kycLevel3Threshold: '57000000',
  },
  SOL: { min: '0.06', max: '55', dailyCount: 5, dailyAmount: '138', kycLevel3Threshold: '5.5' },
};

/** Network fee of a crypto payout, per network (in the currency paid out). */
const NETWORK_FEE: Record<Network, Partial<Record<Currency, string>>> = {
  BTC: { BTC: '0.0001' },
  ERC20: { ETH: '0.002', USDT: '5', USDC: '5', DAI: '5', SHIB: '350000' },
  TRC20: { USDT: '1', TRX: '1' },
  DOGE: { DOGE: '5' },
  LTC: { LTC: '0.001' },
  XRP: { XRP: '0.25' },
  ADA: { ADA: '1' },
  SOL: { SOL: '0.001' },
};

function cryptoDepositChannels(): DepositChannel[] {
  const out: DepositChannel[] = [];
  let sort = 100;
  for (const currency of CURRENCIES) {
    for (const network of NETWORKS_BY_CURRENCY[currency] ?? []) {
      const limits = WITHDRAW_LIMITS[currency];
      out.push({
        channelCode: `CRYPTO_${currency}_${network}`,
        channelType: 'CRYPTO',
        currency,
        network,
        name: {
          ja: `${CRYPTO_NAMES[currency]} (${network}) 入金アドレス`,
          en: `${CRYPTO_NAMES[currency]} (${network}) deposit address`,
        },
        minAmount: limits.min,
        maxAmount: limits.dailyAmount,
        feeRate: '0',
        feeFixed: '0',
        processingMinutes: network === 'BTC' ? 30 : 5,
        needVoucher: false,
        expireMinutes: 120,
        sort: sort++,
      });
    }
  }
  return out;
}

export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  {
    channelCode: 'BANK_JP',
    channelType: 'BANK_TRANSFER',
    currency: 'JPY',
    network: null,
    name: { ja: '銀行振込', en: 'Bank transfer (Japan)' },
    minAmount: '2000',
    maxAmount: '1000000',
    feeRate: '0',
    feeFixed: '0',
    processingMinutes: 30,
    needVoucher: true,
    expireMinutes: 24 * 60,
    sort: 1,
  },
  {
    channelCode: 'PAYPAY_QR',
    channelType: 'QR',
    currency: 'JPY',
    network: null,
    name: { ja: 'PayPay（QRコード決済）', en: 'PayPay (QR code payment)' },
    minAmount: '1000',
    maxAmount: '300000',
    feeRate: '0',
    feeFixed: '0',
    processingMinutes: 1,
    needVoucher: false,
    expireMinutes: 30,
    sort: 2,
  },
  {
    channelCode: 'BANK_USD_WIRE',
    channelType: 'BANK_TRANSFER',
    currency: 'USD',
    network: null,
    name: { ja: '海外送金（USD）', en: 'International wire (USD)' },
    minAmount: '50',
    maxAmount: '20000',
    feeRate: '0',
    feeFixed: '0',
    processingMinutes: 24 * 60,
    needVoucher: true,
    expireMinutes: 3 * 24 * 60,
    sort: 3,
  },
  ...cryptoDepositChannels(),
];

export const WITHDRAW_METHODS: readonly WithdrawMethod[] = [
  {
    methodCode: 'BANK_JP',
    methodType: 'BANK_CARD',
    currency: 'JPY',
    network: null,
    name: { ja: '銀行振込（国内銀行口座）', en: 'Bank transfer (Japanese bank account)' },
    feeRate: '0',
    feeFixed: '0',
    processingMinutes: 60,
    sort: 1,
  },
  ...CURRENCIES.flatMap((currency) =>
    (NETWORKS_BY_CURRENCY[currency] ?? []).map((network, i): WithdrawMethod => ({
      methodCode: `CRYPTO_${currency}_${network}`,
      methodType: 'CRYPTO_ADDRESS',
      currency,
      network,
      name: {
        ja: `${CRYPTO_NAMES[currency]} (${network}) 出金`,
        en: `${CRYPTO_NAMES[currency]} (${network}) withdrawal`,
      },
      feeRate: '0',
      feeFixed: NETWORK_FEE[network][currency] ?? '0',
      processingMinutes: 15,
      sort: 100 + CURRENCIES.indexOf(currency) * 2 + i,
    })),
  ),
];

export function depositChannel(code: string): DepositChannel | undefined {
  return DEPOSIT_CHANNELS.find((c) => c.channelCode === code);
}

export function withdrawMethod(code: string): WithdrawMethod | undefined {
  return WITHDRAW_METHODS.find((m) => m.methodCode === code);
}

/** The fee of an amount: rate percent (decimal string) plus the fixed part, in units. */
export function feeUnits(amount: bigint, feeRate: string, feeFixed: string): bigint {
  return (amount * toUnits(feeRate)) / (100n * 10n ** 8n) + toUnits(feeFixed);
}

/** A deposit channel as the catalog answers it, in the request's language. */
export function depositChannelView(c: DepositChannel, lang: 'ja' | 'en'): PaymentChannel {
  return {
    channelCode: c.channelCode,
    direction: 1,
    channelType: c.channelType,
    currency: c.currency,
    network: c.network,
    name: c.name[lang],
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    feeRate: c.feeRate,
    feeFixed: c.feeFixed,
    processingMinutes: c.processingMinutes,
    needVoucher: c.needVoucher,
    enabled: true,
    sort: c.sort,
  };
}
