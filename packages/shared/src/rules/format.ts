/**
 * How money is shown (spec section 9): the wallet order, display decimals, currency symbols and the
 * K/M abbreviation. Amounts stay decimal strings or bigint units (1e-8, see ../schemas/money.ts) all
 * the way to the string on screen; no amount is ever a float here. Display truncates toward zero
 * (a balance is never shown larger than it is).
 */
import { CURRENCIES, MONEY_SCALE, type Currency, toUnits } from './money-units';

/**
 * The order wallets are listed in (spec section 9), which is the order of CURRENCIES; currencies not
 * listed go last, in their original order.
 */
export const WALLET_ORDER: readonly Currency[] = CURRENCIES;

/** Stable sort by WALLET_ORDER; returns a new array. */
export function sortWallets<T extends { currency: string }>(wallets: readonly T[]): T[] {
  const rank = (c: string) => {
    const i = (WALLET_ORDER as readonly string[]).indexOf(c.toUpperCase());
    return i === -1 ? WALLET_ORDER.length : i;
  };
  return wallets
    .map((w, i) => ({ w, i, r: rank(w.currency) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.w);
}

/**
 * The 15 mapped currencies: the 14 wallet currencies plus EUR, the one fiat currency players most often
 * hold besides JPY and USD (shown on deposit quotes and exchange rates; not a wallet currency).
 */
export type SymbolCurrency = Currency | 'EUR';

/**
 * A sign where the currency has a common one; otherwise the ticker (USDC, TRX, XRP, SHIB have no sign
 * in general use), which is written after the amount.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<SymbolCurrency, string>> = {
  JPY: '¥',
  USD: '$',
  EUR: '€',
  USDT: '₮',
  USDC: 'USDC',
  BTC: '₿',
  ETH: 'Ξ',
  DOGE: 'Ð',
  LTC: 'Ł',
  TRX: 'TRX',
  DAI: '◈',
  XRP: 'XRP',
  ADA: '₳',
  SHIB: 'SHIB',
  SOL: '◎',
};

/** The symbol of a currency, or its code when it has none mapped. */
export function currencySymbol(currency: string): string {
  const code = currency.toUpperCase();
  return (CURRENCY_SYMBOLS as Record<string, string>)[code] ?? code;
}

/** 2 for fiat (JPY, USD and the extra EUR), 8 for crypto and anything unknown. */
export function displayDecimals(currency: string): number {
  return ['JPY', 'USD', 'EUR'].includes(currency.toUpperCase()) ? 2 : 8;
}

const THOUSAND = 1_000n * 10n ** BigInt(MONEY_SCALE);
const MILLION = 1_000_000n * 10n ** BigInt(MONEY_SCALE);
/** Decimals kept in an abbreviated amount ("1.23K"), trailing zeros dropped. */
const ABBREVIATED_DECIMALS = 2;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole count ("12,345" in ja and en alike: both group by thousands with a comma). Plain arithmetic
 * rather than Intl.NumberFormat, whose first construction costs tens of ms of a phone's main thread.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '—';
  const whole = Math.trunc(n);
  return (whole < 0 ? '-' : '') + groupThousands(String(Math.abs(whole)));
}

/** Non-negative units as "1,234.56" with exactly `decimals` decimals (truncated), or trimmed if asked. */
function renderUnits(units: bigint, scale: bigint, decimals: number, trim: boolean): string {
  const unit = 10n ** BigInt(MONEY_SCALE) * scale;
  const int = units / unit;
  let frac = (units % unit)
    .toString()
    .padStart(MONEY_SCALE + scale.toString().length - 1, '0')
    .slice(0, decimals);
  if (trim) frac = frac.replace(/0+$/, '');
  return groupThousands(int.toString()) + (frac ? '.' + frac : '');
}

export interface FormatMoneyOptions {
  /** 1,000 and above as "1.5K", 1,000,000 and above as "2.25M" (spec section 9). */
  abbreviate?: boolean;
  /** Include the currency symbol (default true). */
  symbol?: boolean;
}

/**
 * `amount` is a decimal string ("1234.5") or bigint units of 1e-8 (toUnits). Examples:
 * ("1234.5", 'JPY') -> "¥1,234.50"; ("1234.5", 'JPY', { abbreviate: true }) -> "¥1.23K";
 * ("0.00012345", 'BTC') -> "₿0.00012345"; ("12", 'TRX') -> "12.00000000 TRX"; ("-5", 'USD') -> "-$5.00".
 */
export function formatMoney(
  amount: string | bigint,
  currency: string,
  options: FormatMoneyOptions = {},
): string {
  const units = typeof amount === 'bigint' ? amount : toUnits(amount.trim());
  const abs = units < 0n ? -units : units;
  let body: string;
  let shownZero: boolean;
  if (options.abbreviate && abs >= THOUSAND) {
    const [scale, suffix] = abs >= MILLION ? [1_000_000n, 'M'] : [1_000n, 'K'];
    body = renderUnits(abs, scale, ABBREVIATED_DECIMALS, true) + suffix;
    shownZero = false;
  } else {
    const decimals = displayDecimals(currency);
    body = renderUnits(abs, 1n, decimals, false);
    shownZero = !/[1-9]/.test(body);
  }
  const sign = units < 0n && !shownZero ? '-' : '';
  if (options.symbol === false) return sign + body;
  const symbol = currencySymbol(currency);
  return /^[A-Z]{2,}$/.test(symbol) ? `${sign}${body} ${symbol}` : `${sign}${symbol}${body}`;
}
