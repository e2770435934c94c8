import { describe, expect, it } from 'vitest';
import { CURRENCIES, toUnits } from '../schemas/money';
import {
  CURRENCY_SYMBOLS,
  formatCount,
  WALLET_ORDER,
  currencySymbol,
  displayDecimals,
  formatMoney,
  sortWallets,
} from './format';

describe('wallet order', () => {
  it('is the order of spec section 9', () => {
    expect(WALLET_ORDER.join(' ')).toBe('JPY USD USDT USDC BTC ETH DOGE LTC TRX DAI XRP ADA SHIB SOL');
  });

  it.each([
    ['reversed', ['SOL', 'BTC', 'USD', 'JPY'], ['JPY', 'USD', 'BTC', 'SOL']],
    ['already sorted', ['JPY', 'USDT'], ['JPY', 'USDT']],
    ['unknown currencies last, in their order', ['XYZ', 'ETH', 'ABC', 'JPY'], ['JPY', 'ETH', 'XYZ', 'ABC']],
    ['lower case codes', ['usdt', 'jpy'], ['jpy', 'usdt']],
    ['empty', [], []],
  ])('sortWallets: %s', (_name, input, expected) => {
    expect(sortWallets(input.map((currency) => ({ currency }))).map((w) => w.currency)).toEqual(expected);
  });

  it('sortWallets is stable and does not mutate its input', () => {
    const input = [
      { currency: 'BTC', amount: '1' },
      { currency: 'JPY', amount: '2' },
      { currency: 'BTC', amount: '3' },
    ];
    const copy = structuredClone(input);
    expect(sortWallets(input).map((w) => w.amount)).toEqual(['2', '1', '3']);
    expect(input).toEqual(copy);
  });
});

describe('symbols and decimals', () => {
  it('maps 15 currencies: the 14 wallet currencies and EUR', () => {
    expect(Object.keys(CURRENCY_SYMBOLS)).toHaveLength(15);
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual([...CURRENCIES, 'EUR'].sort());
    for (const symbol of Object.values(CURRENCY_SYMBOLS)) expect(symbol.trim()).not.toBe('');
  });

  it.each([
    ['JPY', '¥', 2],
    ['jpy', '¥', 2],
    ['USD', '$', 2],
    ['EUR', '€', 2],
    ['USDT', '₮', 8],
    ['BTC', '₿', 8],
    ['TRX', 'TRX', 8],
    ['SOL', '◎', 8],
    ['NEW', 'NEW', 8],
  ])('%s -> %s with %d decimals', (currency, symbol, decimals) => {
    expect(currencySymbol(currency)).toBe(symbol);
    expect(displayDecimals(currency)).toBe(decimals);
  });
});

describe('formatMoney', () => {
  it.each([
    // plain
    ['0', 'JPY', {}, '¥0.00'],
    ['1000', 'JPY', {}, '¥1,000.00'],
    ['1234567.891', 'JPY', {}, '¥1,234,567.89'],
    ['999.999', 'USD', {}, '$999.99'], // truncated, never rounded up
    ['0.00012345', 'BTC', {}, '₿0.00012345'],
    ['12', 'TRX', {}, '12.00000000 TRX'],
    ['-5', 'USD', {}, '-$5.00'],
    ['-0.001', 'JPY', {}, '¥0.00'], // no "-0"
    ['-0.00000001', 'BTC', {}, '-₿0.00000001'],
    ['  42.5 ', 'EUR', {}, '€42.50'],
    ['99999999999999999999.99999999', 'JPY', {}, '¥99,999,999,999,999,999,999.99'], // beyond float precision
    ['7', 'XYZ', {}, '7.00000000 XYZ'],
    ['1000', 'JPY', { symbol: false }, '1,000.00'],
    // abbreviation boundaries
    ['999.99', 'JPY', { abbreviate: true }, '¥999.99'],
    ['999.99999999', 'JPY', { abbreviate: true }, '¥999.99'],
    ['1000', 'JPY', { abbreviate: true }, '¥1K'],
    ['1500', 'JPY', { abbreviate: true }, '¥1.5K'],
    ['1234.5', 'JPY', { abbreviate: true }, '¥1.23K'],
    ['999999.99', 'JPY', { abbreviate: true }, '¥999.99K'], // truncation never shows 1000K
    ['1000000', 'JPY', { abbreviate: true }, '¥1M'],
    ['2250000', 'USD', { abbreviate: true }, '$2.25M'],
    ['1234567890', 'USD', { abbreviate: true }, '$1,234.56M'],
    ['-1500', 'JPY', { abbreviate: true }, '-¥1.5K'],
    ['1000.5', 'BTC', { abbreviate: true }, '₿1K'],
    ['999.12345678', 'BTC', { abbreviate: true }, '₿999.12345678'],
    ['5000', 'SHIB', { abbreviate: true }, '5K SHIB'],
    ['1000000', 'JPY', { abbreviate: true, symbol: false }, '1M'],
  ] as const)('(%j, %s, %j) -> %s', (amount, currency, options, expected) => {
    expect(formatMoney(amount, currency, options)).toBe(expected);
  });

  it.each([
    [toUnits('1234.5'), 'JPY', '¥1,234.50'],
    [1n, 'BTC', '₿0.00000001'],
    [-100_000_000n, 'USD', '-$1.00'],
  ])('accepts bigint units: %s %s -> %s', (units, currency, expected) => {
    expect(formatMoney(units, currency)).toBe(expected);
  });

  it.each(['', 'abc', '1e3', '1.123456789', '1,000'])('refuses a non-decimal string %j', (amount) => {
    expect(() => formatMoney(amount, 'JPY')).toThrow(RangeError);
  });
});

describe('formatCount', () => {
  it('groups a whole count by thousands as ja-JP and en-US both write it', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567, -4321, 987_654_321]) {
      expect(formatCount(n)).toBe(new Intl.NumberFormat('ja-JP').format(n));
      expect(formatCount(n)).toBe(new Intl.NumberFormat('en-US').format(n));
    }
  });

  it('drops a fraction and shows a dash for what is not a number', () => {
    expect(formatCount(1234.9)).toBe('1,234');
    expect(formatCount(Number.NaN)).toBe('—');
  });
});
