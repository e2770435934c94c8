/**
 * The head of each player-site page: which page an address is (its title and description are in the
 * `seo` namespace, packages/shared/src/i18n/seo.ts, under `pages.<key>`), its canonical address and the
 * same page in each language (hreflang; x-default is Japanese, the default language). The gateway puts
 * these in the HTML it serves (apps/gateway/src/routes/static.ts), so a crawler reads them without
 * JavaScript; the site keeps them in step while the player moves between pages (apps/web/src/app/document-head.ts).
 * Plain constants: the first page reads this without loading zod.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './constants';

export const PAGE_KEYS = [
  'home',
  'casino',
  'slots',
  'pachinko',
  'liveCasino',
  'fish',
  'poker',
  'sports',
  'game',
  'sportsbook',
  'promotions',
  'tournament',
  'lottery',
  'guess',
  'tasks',
  'checkIn',
  'freeSpins',
  'vip',
  'videos',
  'video',
  'login',
  'register',
  'resetPassword',
  'account',
  'wallet',
  'deposit',
  'withdraw',
  'history',
  'bonuses',
  'kyc',
  'security',
  'responsibleGaming',
  'multimode',
  'info',
  'site',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** The pages by their address without the language prefix (no trailing slash); the first match wins. */
const PAGES: [RegExp, PageKey][] = [
  [/^$/, 'home'],
  [/^\/game$/, 'casino'],
  [/^\/game\/slots(\/|$)/, 'slots'],
  [/^\/game\/pachinko(\/|$)/, 'pachinko'],
  [/^\/game\/live-casino(\/|$)/, 'liveCasino'],
  [/^\/game\/fish(\/|$)/, 'fish'],
  [/^\/game\/poker(\/|$)/, 'poker'],
  [/^\/game\/sports(\/|$)/, 'sports'],
  [/^\/game\//, 'casino'],
  [/^\/slotGame$/, 'game'],
  [/^\/(fb|sports-bet)$/, 'sportsbook'],
  [/^\/promotions$/, 'promotions'],
  [/^\/promotions\/tournaments\/[^/]+$/, 'tournament'],
  [/^\/promotions\/lottery$/, 'lottery'],
  [/^\/promotions\/guess$/, 'guess'],
  [/^\/promotions\/tasks$/, 'tasks'],
  [/^\/promotions\/check-in$/, 'checkIn'],
  [/^\/promotions\/free-spins$/, 'freeSpins'],
  [/^\/promotions\/vip$/, 'vip'],
  [/^\/videoList$/, 'videos'],
  [/^\/videos\/[^/]+$/, 'video'],
  [/^\/login$/, 'login'],
  [/^\/register$/, 'register'],
  [/^\/reset-password$/, 'resetPassword'],
  [/^\/account$/, 'account'],
  [/^\/account\/wallet$/, 'wallet'],
  [/^\/account\/deposit$/, 'deposit'],
  [/^\/account\/withdraw$/, 'withdraw'],
  [/^\/account\/history$/, 'history'],
  [/^\/account\/bonuses$/, 'bonuses'],
  [/^\/account\/kyc$/, 'kyc'],
  [/^\/account\/security$/, 'security'],
  [/^\/account\/responsible-gaming$/, 'responsibleGaming'],
  [/^\/account\/multimode$/, 'multimode'],
  [/^\/(page|cms)(\/[^/]+)?$/, 'info'],
];

export interface PageHead {
  /** The page's language: the address's prefix (an address without one is the default language's). */
  lng: Language;
  /** Its entry in the `seo` namespace's `pages`. */
  page: PageKey;
  /** The canonical path: the language prefix and the page's path, no query, no trailing slash (but /{lng}/). */
  canonical: string;
  /** [hreflang, path]: the page in each language and x-default (Japanese). */
  alternates: [string, string][];
}

/** What the head of the page at `pathname` ('/en/account/deposit') says. */
export function pageHead(pathname: string): PageHead {
  const parts = pathname.split(/[?#]/)[0]!.split('/');
  const first = parts[1];
  const lng: Language = isLanguage(first) ? first : DEFAULT_LANGUAGE;
  if (isLanguage(first)) parts.splice(1, 1);
  const rest = parts.join('/').replace(/\/+$/, '');
  const page = PAGES.find(([re]) => re.test(rest))?.[1] ?? 'site';
  const at = (l: Language) => (rest ? `/${l}${rest}` : `/${l}/`);
  return {
    lng,
    page,
    canonical: at(lng),
    alternates: [...LANGUAGES.map((l): [string, string] => [l, at(l)]), ['x-default', at(DEFAULT_LANGUAGE)]],
  };
}
