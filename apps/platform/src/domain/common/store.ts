/**
 * Site configuration the platform hands out (common/config) and the access lists of checkIp. Mutable
 * through dev endpoints (/_dev/access), so tests and developers can block a region or an IP.
 */
import { CURRENCIES, type Currency } from '@casino/shared/schemas/money';
import { defineSlice, type PlatformState } from '../../core/state';

export interface CommonConfig {
  /** App id the guess-game bet carries on large screens. */
  pcAppId: string;
  /** App id the guess-game bet carries otherwise. */
  generalAppId: string;
  /** Theme code the CMS template calls carry. */
  themeCode: string;
  currencies: Currency[];
  defaultCurrency: Currency;
  /** Captcha switch: login asks for a slider captcha after failures; registration asks always when on. */
  captcha: { login: boolean; register: boolean };
}

export interface AccessLists {
  /** IPs or CIDR prefixes (e.g. "198.51.100.") whose players see the limit dialog (accessLimit). */
  limitedIps: string[];
  /** IPs or prefixes that are fully blocked (access type 2, /403). */
  deniedIps: string[];
  /** Device ids refused at registration (100989). */
  blockedDevices: string[];
}

export class CommonStore {
  config: CommonConfig = {
    pcAppId: 'jc-pc-web',
    generalAppId: 'jc-h5-web',
    themeCode: 'jc-default',
    currencies: [...CURRENCIES],
    defaultCurrency: 'JPY',
    captcha: { login: true, register: false },
  };
  access: AccessLists = { limitedIps: [], deniedIps: [], blockedDevices: [] };
}

export const commonStore = defineSlice('common', () => new CommonStore());

/** The site configuration (app ids, theme code, currencies, captcha switch). */
export function commonConfig(state: PlatformState): CommonConfig {
  return commonStore(state).config;
}

function matches(ip: string, entries: string[]): boolean {
  return entries.some((e) => (e.endsWith('.') || e.endsWith(':') ? ip.startsWith(e) : ip === e));
}

export type AccessType = 0 | 1 | 2;

/** 0 = allowed, 1 = limited (region block: no login or registration), 2 = fully denied (/403). */
export function accessTypeOf(state: PlatformState, ip: string): AccessType {
  const lists = commonStore(state).access;
  if (matches(ip, lists.deniedIps)) return 2;
  if (matches(ip, lists.limitedIps)) return 1;
  return 0;
}
