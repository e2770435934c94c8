/** The reel symbols, drawn on a canvas (the reels and the slot paytables). */
import { disc, gold, radial, roundRect, withStops } from '../draw';

type Ctx = CanvasRenderingContext2D;

function seven(ctx: Ctx) {
  ctx.font = '900 96px Georgia, serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 8;
  ctx.strokeStyle = '#5d0000';
  ctx.strokeText('7', 0, 4);
  const r = withStops(ctx.createLinearGradient(0, -40, 0, 40), [
    [0, '#ff8a80'],
    [1, '#c62828'],
  ]);
  ctx.fillStyle = r;
  ctx.fillText('7', 0, 4);
}

function bar(ctx: Ctx) {
  roundRect(ctx, -44, -24, 88, 48, 8);
  ctx.fillStyle = '#111';
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = gold(ctx, -24, 24);
  ctx.stroke();
  ctx.font = '900 34px Arial Black, Arial, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = gold(ctx, -16, 16);
  ctx.fillText('BAR', 0, 2);
}

function cherry(ctx: Ctx) {
  ctx.strokeStyle = '#2e7d32';
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-18, 14);
  ctx.quadraticCurveTo(-6, -30, 18, -38);
  ctx.moveTo(20, 18);
  ctx.quadraticCurveTo(14, -12, 18, -38);
  ctx.stroke();
  ctx.fillStyle = '#43a047';
  ctx.beginPath();
  ctx.ellipse(28, -38, 14, 6, -0.4, 0, Math.PI * 2);
  ctx.fill();
  for (const [x, y] of [
    [-20, 20],
    [20, 24],
  ] as const) {
    disc(
      ctx,
      x,
      y,
      20,
      radial(
        ctx,
        [x - 6, y - 6, 2],
        [x, y, 22],
        [
          [0, '#ff8a80'],
          [1, '#b71c1c'],
        ],
      ),
    );
  }
}

function lemon(ctx: Ctx) {
  ctx.fillStyle = radial(
    ctx,
    [-10, -10, 4],
    [0, 0, 40],
    [
      [0, '#fff9c4'],
      [1, '#fbc02d'],
    ],
  );
  ctx.beginPath();
  ctx.ellipse(0, 0, 40, 30, -0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#f57f17';
  ctx.lineWidth = 3;
  ctx.stroke();
}

function plum(ctx: Ctx) {
  disc(
    ctx,
    0,
    4,
    34,
    radial(
      ctx,
      [-10, -12, 4],
      [0, 0, 38],
      [
        [0, '#ce93d8'],
        [1, '#4a148c'],
      ],
    ),
  );
  ctx.fillStyle = '#66bb6a';
  ctx.beginPath();
  ctx.ellipse(10, -32, 12, 5, -0.5, 0, Math.PI * 2);
  ctx.fill();
}

function bell(ctx: Ctx) {
  ctx.fillStyle = gold(ctx, -40, 40);
  ctx.strokeStyle = '#8a5a00';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(0, -40);
  ctx.bezierCurveTo(-30, -40, -32, -6, -32, 12);
  ctx.quadraticCurveTo(-34, 26, -42, 30);
  ctx.lineTo(42, 30);
  ctx.quadraticCurveTo(34, 26, 32, 12);
  ctx.bezierCurveTo(32, -6, 30, -40, 0, -40);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(0, 36, 8, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}

function diamond(ctx: Ctx) {
  const dg = withStops(ctx.createLinearGradient(-40, -40, 40, 40), [
    [0, '#e1f5fe'],
    [1, '#0288d1'],
  ]);
  ctx.fillStyle = dg;
  ctx.strokeStyle = '#e0f7ff';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(-42, -12);
  ctx.lineTo(-22, -36);
  ctx.lineTo(22, -36);
  ctx.lineTo(42, -12);
  ctx.lineTo(0, 42);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = 'rgba(255,255,255,.45)';
  ctx.beginPath();
  ctx.moveTo(-22, -36);
  ctx.lineTo(0, -12);
  ctx.lineTo(22, -36);
  ctx.closePath();
  ctx.fill();
}

function replay(ctx: Ctx) {
  ctx.fillStyle = '#1565c0';
  roundRect(ctx, -42, -26, 84, 52, 10);
  ctx.fill();
  ctx.strokeStyle = '#90caf9';
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.font = '900 19px Arial, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fff';
  ctx.fillText('REPLAY', 0, 2);
}

function melon(ctx: Ctx) {
  ctx.fillStyle = '#2e7d32';
  ctx.beginPath();
  ctx.arc(0, 0, 38, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#a5d6a7';
  ctx.lineWidth = 5;
  for (let i = -2; i <= 2; i++) {
    ctx.beginPath();
    ctx.ellipse(0, 0, Math.abs(i) * 9 + 3, 36, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
}

/** Each symbol drawn around (0, 0) in a 100 x 100 box. */
const SYMBOLS: Record<string, (ctx: Ctx) => void> = {
  seven,
  bar,
  cherry,
  lemon,
  plum,
  bell,
  diamond,
  replay,
  melon,
};

/** Draws symbol `id` centred at (x, y), s pixels across (an unknown id draws nothing). */
export function drawSymbol(ctx: Ctx, id: string, x: number, y: number, s: number): void {
  ctx.save();
  ctx.translate(x, y);
  const k = s / 100;
  ctx.scale(k, k);
  ctx.lineJoin = 'round';
  SYMBOLS[id]?.(ctx);
  ctx.restore();
}
