/**
 * Builds session.current's answer from the platform's user info and KYC info, with the shared rules
 * (packages/shared/src/rules): wallets in the wallet order with display decimals, the KYC audit status,
 * deposit verification, and the after-login step.
 */
import { afterLoginStep } from '@casino/shared/rules/after-login';
import { displayDecimals, sortWallets } from '@casino/shared/rules/format';
import {
  isFlagSet,
  isDepositVerificationComplete,
  kycAuditStatus,
  type Flag,
} from '@casino/shared/rules/kyc';
import { fromUnits, toUnits, type Currency } from '@casino/shared/schemas/money';
import type { Language, SessionView } from './gateway-catalog';

type Obj = Record<string, unknown>;
function units(v: string | null): bigint {
  try {
    return v ? toUnits(v) : 0n;
  } catch {
    return 0n;
  }
}
const str = (v: unknown) =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

function cut(amount: string, decimals: number): string {
  const [int = '0', frac = ''] = amount.split('.');
  return decimals === 0 ? int : `${int}.${frac.padEnd(decimals, '0').slice(0, decimals)}`;
}

function level(v: unknown) {
  const l = v as { type?: string | number; status?: unknown } | null | undefined;
  if (!l || typeof l !== 'object') return null;
  return { type: l.type, status: Number(l.status ?? 0) };
}

export function loggedOutView(language: Language, currency: Currency): SessionView {
  return {
    loggedIn: false,
    kind: 'web',
    terminalId: null,
    language,
    currency,
    user: null,
    kyc: null,
    afterLogin: { addInfoStep: 0, showRegisterSuccess: false },
    idleTimeoutMs: null,
  };
}

export function buildSessionView(args: {
  language: Language;
  currency: Currency;
  kind: 'web' | 'kiosk';
  terminalId: string | null;
  idleTimeoutMs: number;
  loginName: string;
  user: unknown;
  kyc: unknown;
}): SessionView {
  const u = (args.user ?? {}) as Obj;
  const rawWallets = Array.isArray(u.wallets) ? (u.wallets as Obj[]) : [];
  const wallets = sortWallets(
    rawWallets
      .filter((w) => typeof w.currency === 'string')
      .map((w) => {
        const currency = w.currency as string;
        const amount = str(w.amount) ?? '0';
        const decimals = displayDecimals(currency);
        const games = (Array.isArray(w.games) ? (w.games as Obj[]) : [])
          .filter((g) => typeof g.platformCode === 'string' && units(str(g.amount)) > 0n)
          .map((g) => {
            const a = str(g.amount) ?? '0';
            return { platformCode: g.platformCode as string, amount: a, display: cut(a, decimals) };
          });
        const inGames = games.length
          ? games.reduce((sum, g) => sum + units(g.amount), 0n)
          : units(str(w.gameAmount));
        const total = fromUnits(units(amount) + inGames);
        return {
          currency,
          amount,
          decimals,
          display: cut(amount, decimals),
          gameAmount: fromUnits(inGames),
          games,
          total,
          totalDisplay: cut(total, decimals),
        };
      }),
  );
  const flags = {
    emailBindFlag: u.emailBindFlag as Flag,
    mobileBindFlag: u.mobileBindFlag as Flag,
    needBindPhone: u.needBindPhone as Flag,
    userNamePwdStatus: u.userNamePwdStatus as Flag,
  };
  const k = args.kyc && typeof args.kyc === 'object' ? (args.kyc as Obj) : null;
  const kycLevels = k
    ? {
        firstLevel: level(k.firstLevel),
        secondLevel: level(k.secondLevel),
        thirdLevel: level(k.thirdLevel),
        fourthLevel: level(k.fourthLevel),
      }
    : null;
  const auditStatus = kycAuditStatus(kycLevels, flags);
  const step = afterLoginStep({ ...flags, wallets });
  const user = {
    id: (typeof u.id === 'number' || typeof u.id === 'string' ? u.id : null) as string | number | null,
    loginName: str(u.loginName) ?? args.loginName,
    email: str(u.email),
    mobile: str(u.mobile),
    emailBindFlag: isFlagSet(flags.emailBindFlag),
    mobileBindFlag: isFlagSet(flags.mobileBindFlag),
    needBindPhone: isFlagSet(flags.needBindPhone),
    userNamePwdStatus: isFlagSet(flags.userNamePwdStatus),
    firstNameJapanese: str(u.firstNameJapanese),
    lastNameJapanese: str(u.lastNameJapanese),
    wallets,
    freeSpinWalletList: Array.isArray(u.freeSpinWalletList) ? u.freeSpinWalletList : [],
  };
  return {
    loggedIn: true,
    kind: args.kind,
    terminalId: args.terminalId,
    language: args.language,
    currency: args.currency,
    user,
    kyc: kycLevels
      ? {
          auditStatus,
          ...kycLevels,
          depositVerified: isDepositVerificationComplete(
            {
              firstNameJapanese: user.firstNameJapanese,
              lastNameJapanese: user.lastNameJapanese,
              mobile: user.mobile,
              email: user.email,
            },
            auditStatus,
          ),
        }
      : null,
    afterLogin: {
      addInfoStep: step.kind === 'addInfo' ? step.step : 0,
      showRegisterSuccess: step.kind === 'registrationSuccess',
    },
    idleTimeoutMs: args.idleTimeoutMs,
  };
}
