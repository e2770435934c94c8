/**
 * Exchange rates of the platform (wallet.rates, deposit-limit conversion). Every rate is the price of
 * one unit of a currency in JPY, kept as bigint 1e-8 units, so conversions never use floats. The
 * figures are believable mid-2025 market rates; they are fixed for the life of the process so tests
 * can compute with them (a real platform refreshes them from a feed every minute).
 */
import { CURRENCIES, fromUnits, toUnits, type Currency } from '@casino/shared/schemas/money';

export const JPY_PER_UNIT: Record<Currency, bigint> = {
  JPY: toUnits('1'),
  USD: toUnits('150.12'),
  USDT: toUnits('150.05'),
  USDC: toUnits('150.08'),
  BTC: toUnits('14523000'),
  ETH: toUnits('482150'),
  DOGE: toUnits('55.31'),
  LTC: toUnits('15020'),
  TRX: toUnits('35.42'),
  DAI: toUnits('150.02'),
  XRP: toUnits('160.7'),
  ADA: toUnits('129.85'),
  SHIB: toUnits('0.00351'),
  SOL: toUnits('36140'),
};

const UNIT = 10n ** 8n;

/** Converts `units` of `from` into units of `to` (rounded down). */
export function convertUnits(units: bigint, from: Currency, to: Currency): bigint {
  if (from === to) return units;
  return (units * JPY_PER_UNIT[from]) / JPY_PER_UNIT[to];
}

/** The rate from one currency to another as a decimal string (8 decimals at most). */
export function rateOf(from: Currency, to: Currency): string {
  return fromUnits(convertUnits(UNIT, from, to));
}

export const RATES_UPDATED_AT = Date.now();

export function allRates(base: Currency): { currency: Currency; rate: string }[] {
  return CURRENCIES.map((currency) => ({ currency, rate: rateOf(currency, base) }));
}
