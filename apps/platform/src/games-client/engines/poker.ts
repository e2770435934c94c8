/** Poker against the dealer: three cards each, the dealer qualifies with a pair or better. */
import type { PokerOutcome } from '../../domain/games/poker';
import type { GameText, PokerPaytable } from '../contract';
import { el } from '../dom';
import { fitCanvas } from '../draw';
import type { Engine, MachineContext } from '../engine';
import { cardPainter, dealInTurn, drawFelt } from './cards';

const W = 640;
const H = 360;
/** The cards turned over one by one: player 0, dealer 0, player 1... (dealer cards are 3 to 5). */
export const REVEAL_ORDER = [0, 3, 1, 4, 2, 5];

/** Whether a row's hand is marked the winner: the player's always, the dealer's only when qualified. */
export const rowWins = (o: PokerOutcome, who: 'player' | 'dealer') =>
  o.winner === who && (who === 'player' || o.qualified);

function paytable(p: PokerPaytable, T: GameText): Node[] {
  return [
    el('p', { text: T.pokerRule }),
    el('table', {}, [
      el('thead', {}, [el('tr', {}, [el('th', { text: T.anteBonus }), el('th', { text: '' })])]),
      el(
        'tbody',
        {},
        Object.entries(p.bonus).map(([k, v]) =>
          el('tr', {}, [
            el('td', { text: T.hands[k as keyof GameText['hands']] }),
            el('td', { text: `+${v}×` }),
          ]),
        ),
      ),
    ]),
  ];
}

function create({ T, canvas, sound }: MachineContext) {
  const ctx = fitCanvas(canvas, W, H);
  const cards = cardPainter(ctx);
  let o: PokerOutcome | null = null;
  let shown = 0;
  let revealed: Record<number, boolean> = {};
  const HANDS: Record<string, string> = T.hands;

  function row(who: 'player' | 'dealer', y: number, label: string) {
    ctx.fillStyle = '#ffd54f';
    ctx.font = '900 16px sans-serif';
    ctx.textAlign = 'left';
    ctx.fillText(label, 40, y - 54);
    for (let i = 0; i < 3; i++) {
      const x = W / 2 - 80 + i * 80;
      const idx = who === 'player' ? i : 3 + i;
      if (o && revealed[idx]) cards.card(x, y, (who === 'player' ? o.player : o.dealer)[i]!, 0);
      else cards.back(x, y);
    }
    if (o && shown >= 6) {
      const hand = who === 'player' ? o.playerHand : o.dealerHand;
      ctx.textAlign = 'left';
      ctx.font = '800 15px sans-serif';
      ctx.fillStyle = '#fff';
      ctx.fillText(HANDS[hand] || hand, W / 2 + 150, y + 6);
      if (rowWins(o, who)) {
        ctx.fillStyle = '#ffd54f';
        ctx.font = '900 18px sans-serif';
        ctx.fillText('WIN', W / 2 + 150, y + 28);
      }
    }
  }

  function draw() {
    drawFelt(ctx, W, H, {
      glowY: H * 0.3,
      colors: ['#1565c0', '#0a1f44'],
      line: 'rgba(255,213,79,.5)',
      arc: [W / 2, -40, W * 0.55, H * 0.62, 0, Math.PI],
    });
    ctx.textAlign = 'center';
    ctx.font = '800 13px sans-serif';
    ctx.fillStyle = 'rgba(255,255,255,.45)';
    ctx.fillText(T.dealerQualifies, W / 2, H / 2 + 4);
    row('dealer', 78, T.dealer);
    row('player', 270, T.playerHand);
    if (o && shown >= 6 && !o.qualified) {
      ctx.textAlign = 'center';
      ctx.font = '900 16px sans-serif';
      ctx.fillStyle = '#80d8ff';
      ctx.fillText(T.notQualified, W / 2, H / 2 + 26);
    }
  }
  draw();
  return {
    start() {
      o = null;
      shown = 0;
      revealed = {};
      draw();
    },
    abort() {
      draw();
    },
    show(outcome: PokerOutcome, done: () => void) {
      o = outcome;
      shown = 0;
      revealed = {};
      dealInTurn(
        REVEAL_ORDER.map((idx) => () => {
          revealed[idx] = true;
          sound.tone(700, 0.04, 'triangle', 0, 0.05);
        }),
        260,
        draw,
        () => {
          shown = 6;
          draw();
          done();
        },
      );
    },
  };
}

export const poker: Engine<PokerPaytable, PokerOutcome> = { playLabel: 'deal', paytable, create };
