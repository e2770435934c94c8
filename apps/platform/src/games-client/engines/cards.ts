/** Playing cards, shared by the card tables (baccarat, poker). */
import type { Card } from '../../domain/games/engines';
import { roundRect, withStops } from '../draw';

const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

/** A card's corner label: rank and suit sign. */
export const cardLabel = (c: Card) => ({ rank: RANK[c.rank] ?? '', suit: SUIT[c.suit] });

export function cardPainter(ctx: CanvasRenderingContext2D) {
  function card(x: number, y: number, c: Card, rot: number) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(rot);
    ctx.shadowColor = 'rgba(0,0,0,.5)';
    ctx.shadowBlur = 8;
    ctx.shadowOffsetY = 3;
    ctx.fillStyle = '#fff';
    roundRect(ctx, -34, -48, 68, 96, 8);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.strokeStyle = '#ccc';
    ctx.lineWidth = 1;
    ctx.stroke();
    const red = c.suit === 'H' || c.suit === 'D';
    const { rank, suit } = cardLabel(c);
    ctx.fillStyle = red ? '#c62828' : '#111';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = '800 20px Georgia, serif';
    ctx.fillText(rank, -18, -30);
    ctx.font = '16px Georgia, serif';
    ctx.fillText(suit, -18, -12);
    ctx.font = '40px Georgia, serif';
    ctx.fillText(suit, 4, 16);
    ctx.restore();
  }
  function back(x: number, y: number) {
    ctx.save();
    ctx.translate(x, y);
    ctx.fillStyle = '#8e0000';
    roundRect(ctx, -34, -48, 68, 96, 8);
    ctx.fill();
    ctx.strokeStyle = '#ffd54f';
    ctx.lineWidth = 3;
    roundRect(ctx, -28, -42, 56, 84, 6);
    ctx.stroke();
    ctx.restore();
  }
  return { card, back };
}

/** Reveals steps one after the other (a card each, with a click), then calls done. */
export function dealInTurn(steps: (() => void)[], gapMs: number, tick: () => void, done: () => void) {
  let i = 0;
  const next = () => {
    if (i >= steps.length) {
      done();
      return;
    }
    steps[i]!();
    i += 1;
    tick();
    setTimeout(next, gapMs);
  };
  next();
}

/** A card table's felt: a lit rounded cloth with a gold arc (the betting line). */
export function drawFelt(
  ctx: CanvasRenderingContext2D,
  W: number,
  H: number,
  look: {
    glowY: number;
    colors: [string, string];
    line: string;
    /** The ellipse of the arc: x, y, radius x, radius y, start and end angles. */
    arc: [number, number, number, number, number, number];
  },
) {
  const [inner, outer] = look.colors;
  ctx.fillStyle = withStops(ctx.createRadialGradient(W / 2, look.glowY, 40, W / 2, H / 2, W * 0.7), [
    [0, inner],
    [1, outer],
  ]);
  roundRect(ctx, 0, 0, W, H, 26);
  ctx.fill();
  ctx.strokeStyle = look.line;
  ctx.lineWidth = 2;
  ctx.beginPath();
  const [x, y, rx, ry, start, end] = look.arc;
  ctx.ellipse(x, y, rx, ry, 0, start, end);
  ctx.stroke();
}
