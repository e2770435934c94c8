/**
 * Bet steps and limits per currency. A step table is built from one base unit per currency so every
 * currency offers the same seven buttons at a sensible size (10 JPY ~ 0.10 USD ~ 0.000001 BTC);
 * every step divides by 10 (the lines of the video slot, the balls of a pachinko bet) without rest.
 */
import { toUnits, type Currency } from '@casino/shared/schemas/money';

const BASE_UNIT: Record<Currency, string> = {
  JPY: '10',
  USD: '0.1',
  USDT: '0.1',
  USDC: '0.1',
  BTC: '0.000001',
  ETH: '0.00003',
  DOGE: '0.5',
  LTC: '0.001',
  TRX: '0.5',
  DAI: '0.1',
  XRP: '0.2',
  ADA: '0.2',
  SHIB: '5000',
  SOL: '0.0005',
};

const STEP_FACTORS = [1n, 2n, 5n, 10n, 20n, 50n, 100n];
/** The largest single win a game pays, as a multiple of the largest bet. */
export const MAX_WIN_FACTOR = 5000n;
/** Demo play money: 10 000 base units (100 000 JPY). */
const DEMO_FACTOR = 10000n;

export function betSteps(currency: Currency): bigint[] {
  const unit = toUnits(BASE_UNIT[currency]);
  return STEP_FACTORS.map((f) => unit * f);
}

export function demoStartBalance(currency: Currency): bigint {
  return toUnits(BASE_UNIT[currency]) * DEMO_FACTOR;
}
