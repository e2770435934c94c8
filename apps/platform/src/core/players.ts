/**
 * Player records. The fields follow spec section 3 (user info) plus what a real platform keeps:
 * password hash (scrypt), attribution (referral, btag, affiliate), VIP, self control, lock state.
 * Wallet balances are not stored here: they are derived from the ledger.
 */
import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Currency } from '@casino/shared/schemas/money';
import {
  applyPasswordCase,
  DEFAULT_PASSWORD_CASE,
  type PasswordCase,
} from '@casino/shared/rules/password-case';

export interface SelfControl {
  /** Deposit limits per period in the player's currency, decimal strings; null = none. */
  dailyDepositLimit: string | null;
  weeklyDepositLimit: string | null;
  monthlyDepositLimit: string | null;
  /** Epoch ms until which the player may not deposit or play (cool-off). */
  coolOffUntil: number | null;
  /** Epoch ms until which the account is self-excluded. */
  selfExcludedUntil: number | null;
  /**
   * Raising or removing a limit takes effect only after a cooling period (responsible gaming): the new
   * value waits here until `effectiveAt` (see domain/account/self-control.ts).
   */
  pendingLimits?: Partial<
    Record<'daily' | 'weekly' | 'monthly', { limit: string | null; effectiveAt: number }>
  >;
}

export interface Player {
  id: string;
  /** Site prefix + lowercased username, e.g. "jctaro01". */
  loginName: string;
  username: string;
  passwordHash: string;
  email: string | null;
  emailBound: boolean;
  mobile: string | null;
  mobileBound: boolean;
  needBindPhone: boolean;
  /** 1 when the player has set a username and password (0 for e.g. email-only sign-ups). */
  userNamePwdStatus: 0 | 1;
  firstNameJapanese: string | null;
  lastNameJapanese: string | null;
  avatar: string | null;
  currency: Currency;
  /** The player's own referral code, and who referred them. */
  referCode: string;
  referredBy: string | null;
  btag: string | null;
  affiliateId: string | null;
  vipLevel: number;
  googleAuthSecret: string | null;
  googleAuthBound: boolean;
  selfControl: SelfControl;
  createdAt: number;
  /** Login failures within the current 30-minute window. */
  loginFailures: number[];
  lockedUntil: number | null;
  disabled: boolean;
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: 4096, r: 8, p: 1 });
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = scryptSync(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: 4096,
    r: 8,
    p: 1,
  });
  return timingSafeEqual(expected, actual);
}

function newReferCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export class PlayerStore {
  /**
   * PASSWORD_CASE: with `lower` a login password is kept and checked lowercased, so the players this
   * platform seeds and creates agree with a gateway that lowercases what the player types.
   */
  passwordCase: PasswordCase = DEFAULT_PASSWORD_CASE;
  private readonly byId = new Map<string, Player>();
  private readonly byLoginName = new Map<string, Player>();
  private readonly byEmail = new Map<string, Player>();
  private readonly byReferCode = new Map<string, Player>();

  create(fields: Partial<Player> & { loginName: string; username: string; password: string }): Player {
    const { password, ...rest } = fields;
    const player: Player = {
      id: randomUUID(),
      email: null,
      emailBound: false,
      mobile: null,
      mobileBound: false,
      needBindPhone: false,
      userNamePwdStatus: 1,
      firstNameJapanese: null,
      lastNameJapanese: null,
      avatar: null,
      currency: 'JPY',
      referCode: newReferCode(),
      referredBy: null,
      btag: null,
      affiliateId: null,
      vipLevel: 0,
      googleAuthSecret: null,
      googleAuthBound: false,
      selfControl: {
        dailyDepositLimit: null,
        weeklyDepositLimit: null,
        monthlyDepositLimit: null,
        coolOffUntil: null,
        selfExcludedUntil: null,
      },
      createdAt: Date.now(),
      loginFailures: [],
      lockedUntil: null,
      disabled: false,
      ...rest,
      loginName: fields.loginName.toLowerCase(),
      passwordHash: this.passwordHashOf(password),
    };
    this.byId.set(player.id, player);
    this.byLoginName.set(player.loginName, player);
    if (player.email) this.byEmail.set(player.email.toLowerCase(), player);
    this.byReferCode.set(player.referCode, player);
    return player;
  }

  /** The stored hash of a player's login password (in the case PASSWORD_CASE keeps). */
  passwordHashOf(password: string): string {
    return hashPassword(applyPasswordCase(password, this.passwordCase));
  }

  /** Whether `password` is the player's login password. */
  passwordMatches(player: Player, password: string): boolean {
    return verifyPassword(applyPasswordCase(password, this.passwordCase), player.passwordHash);
  }

  get(id: string): Player | undefined {
    return this.byId.get(id);
  }

  byLogin(loginName: string): Player | undefined {
    return this.byLoginName.get(loginName.toLowerCase());
  }

  byMail(email: string): Player | undefined {
    return this.byEmail.get(email.toLowerCase());
  }

  byRefer(code: string): Player | undefined {
    return this.byReferCode.get(code);
  }

  /** Call after changing a player's email so the index follows. */
  setEmail(player: Player, email: string | null): void {
    if (player.email) this.byEmail.delete(player.email.toLowerCase());
    player.email = email;
    if (email) this.byEmail.set(email.toLowerCase(), player);
  }

  /** Call to change a player's login name (email registrations choosing a username) so the index follows. */
  setLoginName(player: Player, loginName: string): void {
    this.byLoginName.delete(player.loginName);
    player.loginName = loginName.toLowerCase();
    this.byLoginName.set(player.loginName, player);
  }

  all(): IterableIterator<Player> {
    return this.byId.values();
  }
}
