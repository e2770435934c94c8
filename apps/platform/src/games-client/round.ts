/** What the page shows of a round's answer: the banner and its jingle, and a refusal's message. */
import type { ApiRefusal, GameText, SpinAnswer } from './contract';

export interface WinBanner {
  text: string;
  kind: 'jackpot' | 'big' | 'win';
  jingle: 'big' | 'small' | null;
}

/** The amount the round returned: its win plus any jackpot. */
export const roundTotal = (res: Pick<SpinAnswer, 'win' | 'jackpotWin'>) =>
  Number(res.win) + Number(res.jackpotWin);

/** The banner of a settled round: a jackpot, a big win (10 x the bet), a push, a win; none for a loss. */
export function winBanner(
  res: Pick<SpinAnswer, 'bet' | 'win' | 'jackpotWin' | 'outcome'>,
  T: GameText,
  money: (amount: string | number) => string,
): WinBanner | null {
  const total = roundTotal(res);
  if (Number(res.jackpotWin) > 0)
    return { text: `${T.jackpot} ${money(res.jackpotWin)}`, kind: 'jackpot', jingle: 'big' };
  if (total >= Number(res.bet) * 10)
    return { text: `${T.bigWin} ${money(total)}`, kind: 'big', jingle: 'big' };
  if (total > 0 && 'returnPct' in res.outcome && res.outcome.returnPct === 100)
    return { text: T.push, kind: 'win', jingle: null };
  if (total > 0) return { text: money(total), kind: 'win', jingle: 'small' };
  return null;
}

/** A refused round's message and the code the host page is told. */
export function refusal(status: number, data: ApiRefusal, T: GameText) {
  const message = status === 402 ? T.insufficient : data.msg || T.error;
  return { message, code: data.code || status };
}
