/**
 * The gateway's own procedures, declared like catalog entries so that one mapped type (app-router.ts)
 * and one runtime builder (router.ts) cover both: the `session` group (login, logout, the current
 * session, language and currency, kiosk heartbeat) and the catalog entries whose browser-facing
 * behaviour the gateway replaces (`auth.token`, `auth.logout`, blob downloads). This file is imported
 * by the front ends' type checker through `@casino/gateway/router`: zod and packages/shared only, no
 * Node or Fastify imports.
 */
import { z } from 'zod';
import { CURRENCIES } from '@casino/shared/schemas/money';
import { catalog, type ProcedureName } from '@casino/shared/catalog/index';
import type { Kind, Access, EndpointFlags } from '@casino/shared/catalog/define';
import { gameWalletCatalog } from '../game-wallets/catalog';
import { bankCatalog } from '../banks/catalog';

export const LANGUAGES = ['ja-JP', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES, { error: 'validation.languageError' });

const gwCurrencySchema = z.enum(CURRENCIES, { error: 'validation.currencyError' });
/** The language or display currency a player chooses, and the answer that confirms it. */
const languageChoice = z.object({ language: languageSchema });
const currencyChoice = z.object({ currency: gwCurrencySchema });

/** Login input: by username (wire loginType 1, lowercased) or by email (wire loginType 2). */
export const loginInputSchema = z.object({
  loginType: z.enum(['username', 'email'], {
    // Missing: "required"; anything else: choose one of the two (i18n keys, never zod's English).
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.loginTypeError'),
  }),
  /** Username or email, as the player typed it (Chinese characters are stripped by the gateway). */
  account: z
    .string({ error: 'validation.usernameEmpty' })
    .trim()
    .min(1, 'validation.usernameEmpty')
    .max(254, 'validation.usernameError'),
  password: z
    .string({ error: 'validation.passwordEmpty' })
    .min(1, 'validation.passwordEmpty')
    .max(64, 'validation.passwordError'),
  /** Ticket of a passed slider captcha (after code 100701). */
  captchaTicket: z
    .string({ error: 'validation.invalid' })
    .min(1, 'validation.invalid')
    .max(512, 'validation.invalid')
    .optional(),
  /** Set by the kiosk build: the session gets the kiosk time-outs and remembers the terminal. */
  terminalId: z
    .string({ error: 'validation.invalid' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalid')
    .optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const walletViewSchema = z.object({
  currency: z.string(),
  /** Decimal string as the platform holds it. */
  amount: z.string(),
  /** Display decimals: 2 for JPY and USD, 8 for the others (spec section 9). */
  decimals: z.number().int(),
  /** `amount` cut to `decimals`. */
  display: z.string(),
  /** Money in providers' game wallets in this currency (the platform's figures, per platform). */
  gameAmount: z.string(),
  games: z.array(z.object({ platformCode: z.string(), amount: z.string(), display: z.string() })),
  /** Cash + money in games: what the player owns in this currency (bonus money not included). */
  total: z.string(),
  totalDisplay: z.string(),
});

export const kycLevelViewSchema = z.object({
  type: z.union([z.string(), z.number()]).optional(),
  status: z.number(),
});

export const sessionViewSchema = z.object({
  loggedIn: z.boolean(),
  kind: z.enum(['web', 'kiosk']),
  terminalId: z.string().nullable(),
  language: languageSchema,
  currency: gwCurrencySchema,
  user: z
    .object({
      id: z.union([z.string(), z.number()]).nullable(),
      loginName: z.string(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
      emailBindFlag: z.boolean(),
      mobileBindFlag: z.boolean(),
      needBindPhone: z.boolean(),
      /** true when the player has set a username and password. */
      userNamePwdStatus: z.boolean(),
      firstNameJapanese: z.string().nullable(),
      lastNameJapanese: z.string().nullable(),
      /** Sorted in the wallet order of spec section 9. */
      wallets: z.array(walletViewSchema),
      freeSpinWalletList: z.array(z.unknown()),
    })
    .nullable(),
  kyc: z
    .object({
      /** -1 unknown, 0 started, 0.5 phone or email bound, 1..4 level approved (spec section 4). */
      auditStatus: z.number(),
      firstLevel: kycLevelViewSchema.nullable(),
      secondLevel: kycLevelViewSchema.nullable(),
      thirdLevel: kycLevelViewSchema.nullable(),
      fourthLevel: kycLevelViewSchema.nullable(),
      depositVerified: z.boolean(),
    })
    .nullable(),
  /** What the client shows right after login (spec section 4, "After login"). */
  afterLogin: z.object({
    /** 0 = none, else the add-info step to open. */
    addInfoStep: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    showRegisterSuccess: z.boolean(),
  }),
  /** Milliseconds until the idle time-out, when logged in. */
  idleTimeoutMs: z.number().nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** No input: nothing, or an empty object (what tRPC's non-batching link sends for a void mutation). */
export const noInputSchema = z.object({}).strict().optional();

export const loggedOutSchema = z.object({ loggedOut: z.literal(true) });
export const blobLinkSchema = z.object({
  /** Same-origin URL, valid for one minute and only with this session's cookie. */
  url: z.string(),
});

type CatalogEntryOf<P extends string> = Extract<(typeof catalog)[number], { procedure: P }>;
const entry = <P extends ProcedureName>(p: P) => catalog.find((e) => e.procedure === p) as CatalogEntryOf<P>;

interface GatewayEntry<P extends string, I extends z.ZodType, O extends z.ZodType, K extends Kind> {
  procedure: P;
  access: Access;
  kind: K;
  input: I;
  output: O;
  summary: string;
  /** The same per-call policy as a catalog entry's (rate limit, access check, error context...). */
  flags: EndpointFlags;
}
function gw<const P extends string, I extends z.ZodType, O extends z.ZodType, const K extends Kind>(
  e: GatewayEntry<P, I, O, K>,
) {
  return e;
}

/** Login by either entry: counted per IP and per (normalised) account name, after an access check. */
const LOGIN_FLAGS: EndpointFlags = {
  rateLimit: { bucket: 'login', target: ['account'] },
  accessCheck: true,
  errorContext: 'login',
};

export const gatewayCatalog = [
  gw({
    procedure: 'session.login',
    access: 'public',
    kind: 'mutation',
    input: loginInputSchema,
    output: sessionViewSchema,
    summary: 'logs in (username or email), rotates the session id, stores the upstream tokens server-side',
    flags: LOGIN_FLAGS,
  }),
  gw({
    procedure: 'session.logout',
    access: 'public',
    kind: 'mutation',
    input: noInputSchema,
    output: loggedOutSchema,
    summary: 'revokes the upstream tokens and deletes the session; harmless without a session',
    flags: {},
  }),
  gw({
    procedure: 'session.current',
    access: 'public',
    kind: 'query',
    input: noInputSchema,
    output: sessionViewSchema,
    summary: 'the session as the client needs it: user with sorted wallets, KYC status, after-login step',
    flags: { silentErrors: true, hideLoading: true },
  }),
  gw({
    procedure: 'session.setLanguage',
    access: 'public',
    kind: 'mutation',
    input: languageChoice,
    output: languageChoice,
    summary: 'language of upstream messages (x-language), kept in the session or a cookie',
    flags: { silentErrors: true },
  }),
  gw({
    procedure: 'session.setCurrency',
    access: 'public',
    kind: 'mutation',
    input: currencyChoice,
    output: currencyChoice,
    summary: 'display currency, kept in the session or a cookie',
    flags: {},
  }),
  gw({
    procedure: 'session.heartbeat',
    access: 'player',
    kind: 'mutation',
    input: noInputSchema,
    output: z.object({ idleTimeoutMs: z.number() }),
    summary: 'keeps a session alive (kiosk terminals) and tells how long it stays alive when idle',
    flags: {},
  }),
  gw({
    procedure: 'session.signOutOthers',
    access: 'player',
    kind: 'mutation',
    input: noInputSchema,
    output: z.object({ ended: z.number().int().min(0) }),
    summary: "ends the player's other sessions (other browsers and devices); this one stays",
    flags: {},
  }),
  gw({
    procedure: 'auth.token',
    access: 'public',
    kind: 'mutation',
    input: entry('auth.token').input,
    output: sessionViewSchema,
    summary: 'grantType web_password only: logs in like session.login; tokens never leave the gateway',
    flags: LOGIN_FLAGS,
  }),
  gw({
    procedure: 'auth.logout',
    access: 'player',
    kind: 'mutation',
    input: entry('auth.logout').input,
    output: loggedOutSchema,
    summary: 'same as session.logout',
    flags: {},
  }),
  gw({
    procedure: 'kyc.downloadPlayerPicture',
    access: 'player',
    kind: entry('kyc.downloadPlayerPicture').kind,
    input: entry('kyc.downloadPlayerPicture').input,
    output: blobLinkSchema,
    summary: 'returns a short-lived same-origin link that streams the picture (GET /blob/<ticket>)',
    flags: {},
  }),
  ...gameWalletCatalog,
  ...bankCatalog,
] as const;

export type GatewayCatalogEntry = (typeof gatewayCatalog)[number];
/**
 * Catalog entries whose browser-facing result the gateway replaces: a gateway entry of the same name
 * (auth.token, auth.logout, kyc.downloadPlayerPicture; see docs/gateway.md).
 */
export type OverriddenProcedure = Extract<GatewayCatalogEntry['procedure'], ProcedureName>;
