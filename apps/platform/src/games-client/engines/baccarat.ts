/** The live-casino baccarat table: a bet on player, banker or tie, the cards dealt by the rules. */
import type { BaccaratOutcome, BaccaratSide, Card } from '../../domain/games/engines';
import type { BaccaratPaytable, GameText } from '../contract';
import { el } from '../dom';
import { fitCanvas, roundRect } from '../draw';
import type { Engine, MachineContext } from '../engine';
import { cardPainter, dealInTurn, drawFelt } from './cards';

const W = 640;
const H = 360;
type Hand = 'player' | 'banker';

/** What a winning bet on a side returns, as the table and the paytable show it. */
export const sidePay = (p: BaccaratPaytable, side: BaccaratSide) => '×' + (p.returns[side] / 100).toFixed(2);

/** The order the cards come out: two each, player first, then any third card, player's first. */
export function dealOrder(o: Pick<BaccaratOutcome, 'player' | 'banker'>): [Hand, number][] {
  const order: [Hand, number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
  ];
  if (o.player.length > 2) order.push(['player', 2]);
  if (o.banker.length > 2) order.push(['banker', 2]);
  return order;
}

function paytable(p: BaccaratPaytable, T: GameText): Node[] {
  return [
    el('p', { text: T.baccaratRule }),
    el('table', {}, [
      el('thead', {}, [el('tr', {}, [el('th', { text: T.side }), el('th', { text: T.pays })])]),
      el(
        'tbody',
        {},
        p.sides.map((sd) => el('tr', {}, [el('td', { text: T[sd] }), el('td', { text: sidePay(p, sd) })])),
      ),
    ]),
  ];
}

/** The side buttons under the table; the chosen side is banker until the player picks. */
function sideButtons({ T, sound, isBusy }: MachineContext, p: BaccaratPaytable) {
  let side: BaccaratSide = 'banker';
  const buttons = new Map<BaccaratSide, HTMLButtonElement>();
  const group = el('div', { class: 'sides', role: 'group', 'aria-label': T.side });
  for (const sd of p.sides) {
    const b = el(
      'button',
      {
        type: 'button',
        class: 'side side--' + sd,
        'aria-pressed': String(sd === side),
        'data-testid': 'game-side-' + sd,
        onclick: () => {
          if (isBusy()) return;
          side = sd;
          for (const [k, x] of buttons) x.setAttribute('aria-pressed', String(k === side));
          sound.tone(600, 0.05, 'sine', 0, 0.04);
        },
      },
      [
        el('span', { class: 'side__name', text: T[sd] }),
        el('span', { class: 'side__pay', text: sidePay(p, sd) }),
      ],
    );
    buttons.set(sd, b);
    group.appendChild(b);
  }
  return { group, side: () => side };
}

function create(mc: MachineContext, p: BaccaratPaytable) {
  const { cfg, T, canvas, sound } = mc;
  const sides = sideButtons(mc, p);
  const ctx = fitCanvas(canvas, W, H);
  let hands: Record<Hand, Card[]> = { player: [], banker: [] };
  let totals: Record<Hand, number> | null = null;
  let winner: BaccaratSide | null = null;
  let shown: Record<Hand, number> = { player: 0, banker: 0 };
  let dealing = false;
  const { card, back } = cardPainter(ctx);

  function hand(key: Hand, cx: number, color: string) {
    ctx.fillStyle = color;
    ctx.font = '900 22px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(T[key].toUpperCase(), cx, 40);
    ctx.strokeStyle = color;
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 6]);
    roundRect(ctx, cx - 120, 60, 240, 150, 14);
    ctx.stroke();
    ctx.setLineDash([]);
    const list = hands[key];
    if (!list.length) {
      back(cx - 20, 135);
      back(cx + 20, 135);
    }
    for (let i = 0; i < shown[key]; i++)
      card(i === 2 ? cx + 62 : cx - 70 + i * 45, 135, list[i]!, i === 2 ? Math.PI / 2 : 0);
    if (totals && shown[key] === list.length && !dealing) {
      ctx.fillStyle = '#000';
      ctx.beginPath();
      ctx.arc(cx, 238, 22, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = color;
      ctx.lineWidth = 3;
      ctx.stroke();
      ctx.fillStyle = '#fff';
      ctx.font = '900 24px sans-serif';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(totals[key]), cx, 239);
      ctx.textBaseline = 'alphabetic';
    }
    if (winner === key && !dealing) {
      ctx.fillStyle = '#ffd54f';
      ctx.font = '900 20px sans-serif';
      ctx.fillText('WIN', cx, 288);
    }
  }

  function draw() {
    drawFelt(ctx, W, H, {
      glowY: H * 0.2,
      colors: ['#1b8a4a', '#063d20'],
      line: 'rgba(255,213,79,.55)',
      arc: [W / 2, H + 60, W * 0.62, H * 0.62, Math.PI, 2 * Math.PI],
    });
    ctx.font = '800 14px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillStyle = 'rgba(255,255,255,.35)';
    ctx.fillText(
      cfg.lang === 'ja' ? 'バンカーは5%のコミッション' : 'BANKER PAYS 0.95 TO 1 · TIE PAYS 8 TO 1',
      W / 2,
      H - 22,
    );
    hand('player', W * 0.27, '#1e88e5');
    hand('banker', W * 0.73, '#e53935');
    if (winner === 'tie' && !dealing) {
      ctx.fillStyle = '#ffd54f';
      ctx.font = '900 26px sans-serif';
      ctx.fillText(T.tie.toUpperCase(), W / 2, 140);
    }
  }
  draw();
  return {
    controls: sides.group,
    choice: () => ({ side: sides.side() }),
    start() {
      hands = { player: [], banker: [] };
      totals = null;
      winner = null;
      shown = { player: 0, banker: 0 };
      draw();
    },
    abort() {
      draw();
    },
    show(o: BaccaratOutcome, done: () => void) {
      hands = { player: o.player, banker: o.banker };
      totals = { player: o.playerTotal, banker: o.bankerTotal };
      winner = o.winner;
      dealing = true;
      dealInTurn(
        dealOrder(o).map(([key, idx]) => () => {
          shown[key] = idx + 1;
          sound.tone(700, 0.04, 'triangle', 0, 0.05);
        }),
        380,
        draw,
        () => {
          dealing = false;
          draw();
          done();
        },
      );
    },
  };
}

export const baccarat: Engine<BaccaratPaytable, BaccaratOutcome> = { playLabel: 'deal', paytable, create };
