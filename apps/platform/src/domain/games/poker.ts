/**
 * Table poker against the dealer (the poker titles): three cards each from one shuffled 52-card deck,
 * ante only. The dealer qualifies with queen high or better; an unqualified dealer pays the ante 1:2,
 * otherwise the better hand wins (1:1, a tie returns the ante). An ante bonus pays on a straight (1),
 * three of a kind (4) and a straight flush (5) whatever the dealer holds.
 */
import { cryptoRng, type Card, type Rng } from './engines';

const SUITS = ['S', 'H', 'D', 'C'] as const;

/** Hand classes from high card (0) to straight flush (5): in three-card poker a straight beats a flush. */
export const HAND_CLASSES = ['high', 'pair', 'flush', 'straight', 'trips', 'straightFlush'] as const;
export type HandClass = (typeof HAND_CLASSES)[number];
/** What an unqualified dealer returns, in hundredths of the ante (the ante pays 1:2). */
export const UNQUALIFIED_RETURN = 150;
export const ANTE_BONUS: Partial<Record<HandClass, number>> = { straight: 1, trips: 4, straightFlush: 5 };

/** A comparable score: class first, then the ranks that break ties (ace high; A-2-3 is the lowest straight). */
export function evaluate(cards: Card[]): { hand: HandClass; score: number } {
  const ranks = cards.map((c) => (c.rank === 1 ? 14 : c.rank)).sort((a, b) => b - a);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const wheel = ranks[0] === 14 && ranks[1] === 3 && ranks[2] === 2;
  const straight = wheel || (ranks[0]! - ranks[1]! === 1 && ranks[1]! - ranks[2]! === 1);
  const trips = ranks[0] === ranks[2];
  const pairRank = ranks[0] === ranks[1] ? ranks[0]! : ranks[1] === ranks[2] ? ranks[1]! : 0;
  let hand: HandClass = 'high';
  if (straight && flush) hand = 'straightFlush';
  else if (trips) hand = 'trips';
  else if (straight) hand = 'straight';
  else if (flush) hand = 'flush';
  else if (pairRank) hand = 'pair';
  const order = wheel ? [3, 2, 1] : pairRank ? [pairRank, ...ranks.filter((r) => r !== pairRank)] : ranks;
  const score =
    HAND_CLASSES.indexOf(hand) * 15 ** 3 + order[0]! * 225 + (order[1] ?? 0) * 15 + (order[2] ?? 0);
  return { hand, score };
}

const QUEEN_HIGH = evaluate([
  { rank: 12, suit: 'S' },
  { rank: 3, suit: 'H' },
  { rank: 2, suit: 'D' },
]).score;

export interface PokerOutcome {
  kind: 'poker';
  player: Card[];
  dealer: Card[];
  playerHand: HandClass;
  dealerHand: HandClass;
  qualified: boolean;
  winner: 'player' | 'dealer' | 'tie';
  bonus: number;
  /** Hundredths of the ante returned. */
  returnPct: number;
}

export function dealPoker(rng: Rng = cryptoRng): PokerOutcome {
  const deck = SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, i) => ({ rank: i + 1, suit })));
  const hand: Card[] = [];
  for (let i = 0; i < 6; i++) hand.push(deck.splice(rng(deck.length), 1)[0]!);
  const player = hand.slice(0, 3);
  const dealer = hand.slice(3);
  const p = evaluate(player);
  const d = evaluate(dealer);
  const qualified = d.score >= QUEEN_HIGH - (QUEEN_HIGH % 225);
  const winner = p.score > d.score ? 'player' : p.score < d.score ? 'dealer' : 'tie';
  const bonus = ANTE_BONUS[p.hand] ?? 0;
  const base = !qualified ? UNQUALIFIED_RETURN : winner === 'player' ? 200 : winner === 'tie' ? 100 : 0;
  return {
    kind: 'poker',
    player,
    dealer,
    playerHand: p.hand,
    dealerHand: d.hand,
    qualified,
    winner,
    bonus,
    returnPct: base + bonus * 100,
  };
}
