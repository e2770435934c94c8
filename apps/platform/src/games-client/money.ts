/** Amounts as the game page shows them: decimal strings of the session's currency. */
import type { Lang } from './contract';

const DECIMALS: Record<string, number> = { JPY: 0, USD: 2, USDT: 2, USDC: 2, DAI: 2 };
const SYMBOL: Record<string, string> = { JPY: '¥', USD: '$', USDT: '₮', USDC: 'USDC ', BTC: '₿', ETH: 'Ξ' };

/** The number with the currency's decimals (a crypto coin: 6 below 1, else 4), in the page's language. */
export function formatAmount(amount: string | number, currency: string, lang: Lang): string {
  const n = Number(amount);
  const d = DECIMALS[currency] ?? (n !== 0 && Math.abs(n) < 1 ? 6 : 4);
  return n.toLocaleString(lang === 'ja' ? 'ja-JP' : 'en-US', {
    minimumFractionDigits: d,
    maximumFractionDigits: d,
  });
}

/** The amount with the currency's sign (or its code). */
export function formatMoney(amount: string | number, currency: string, lang: Lang): string {
  return (SYMBOL[currency] ?? `${currency} `) + formatAmount(amount, currency, lang);
}
