/** The guess game model: tags, games with their fixed-odds options, bets. */
import type { Currency } from '@casino/shared/schemas/money';
import type { LocalizedText } from '../../core/errors';

export interface GuessTag {
  tagId: string;
  name: LocalizedText;
  icon: string;
  sort: number;
}

export interface GuessOption {
  optionId: string;
  name: LocalizedText;
  odds: string;
}

export interface GuessGameDef {
  gameId: string;
  tagId: string;
  title: LocalizedText;
  description: LocalizedText;
  startTime: number;
  betEndTime: number;
  currency: Currency;
  minBet: bigint;
  maxBet: bigint;
  options: GuessOption[];
  /** Seeded games know their result and settle themselves once `autoSettleAt` has passed. */
  autoResult: string | null;
  autoSettleAt: number | null;
  resultOptionId: string | null;
  settleTime: number | null;
  cancelled: boolean;
  hue: number;
}

export interface GuessBetRec {
  betId: string;
  gameId: string;
  optionId: string;
  ownerId: string;
  loginName: string;
  amount: bigint;
  odds: string;
  currency: Currency;
  betTime: number;
  appId: string;
  status: 0 | 1 | 2 | 3;
  prize: bigint | null;
  claimTime: number | null;
}
