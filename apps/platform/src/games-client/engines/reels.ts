/** The reels: the 5-reel video slot and the 3-reel pachislot. */
import type { ReelOutcome } from '../../domain/games/engines';
import type { GameText, ReelsPaytable } from '../contract';
import { drawnCanvas, el } from '../dom';
import { fitCanvas, roundRect, withStops, type Stops } from '../draw';
import type { Engine, MachineContext } from '../engine';
import { textOf } from '../text';
import { drawSymbol } from './symbols';

const LINE_COLORS = [
  '#ffeb3b',
  '#ff5252',
  '#69f0ae',
  '#40c4ff',
  '#e040fb',
  '#ffab40',
  '#b2ff59',
  '#ff4081',
  '#18ffff',
  '#eeff41',
];

/** A reel lit from the front, and the shade of the window's top and bottom edges. */
const REEL_LIGHT: Stops = [
  [0, '#d7d7d7'],
  [0.12, '#ffffff'],
  [0.88, '#ffffff'],
  [1, '#cfcfcf'],
];
const WINDOW_SHADE: Stops = [
  [0, 'rgba(0,0,0,.28)'],
  [0.2, 'rgba(0,0,0,0)'],
  [0.8, 'rgba(0,0,0,0)'],
  [1, 'rgba(0,0,0,.28)'],
];

/** The "n of a kind" columns of a paytable: a 3-reel machine pays 3 only. */
export const payCounts = (kind: ReelsPaytable['kind']) => (kind === 'reels3' ? [3] : [2, 3, 4, 5]);

/** A symbol's pay for n of a kind, as the paytable shows it. */
export const payLabel = (pays: Record<number, number>, n: number) => (pays[n] ? `×${pays[n]}` : '—');

function paytable(p: ReelsPaytable, T: GameText): Node[] {
  const counts = payCounts(p.kind);
  const head = el('tr', {}, [
    el('th', { text: '' }),
    ...counts.map((n) => el('th', { text: textOf(T, 'ofAKind', { n }) })),
  ]);
  const tb = el('tbody');
  for (const s of p.symbols.slice().reverse()) {
    const sym = drawnCanvas(64, 64, 'paytable__sym', (ctx) => drawSymbol(ctx, s.id, 32, 32, 56));
    tb.appendChild(
      el('tr', {}, [el('td', {}, [sym]), ...counts.map((n) => el('td', { text: payLabel(s.pays, n) }))]),
    );
  }
  return [
    el('p', { text: textOf(T, 'lines', { n: p.lines.length }) + ' ' + T.paysLineBet }),
    el('table', {}, [el('thead', {}, [head]), tb]),
  ];
}

function create({ canvas, sound }: MachineContext, p: ReelsPaytable) {
  const cellW = p.reels === 5 ? 120 : 150;
  const cellH = 104;
  const W = cellW * p.reels;
  const H = cellH * p.rows;
  const ctx = fitCanvas(canvas, W, H);
  const ids = p.symbols.map((s) => s.id);
  const rand = () => ids[Math.floor(Math.random() * ids.length)]!;
  const grid: string[][] = [];
  for (let r = 0; r < p.reels; r++) {
    grid.push([]);
    for (let k = 0; k < p.rows; k++) grid[r]!.push(rand());
  }
  const spinning: boolean[] = [];
  const offsets: number[] = [];
  const strips: string[][] = [];
  let raf = 0;
  let wins: ReelOutcome['wins'] = [];
  let flash = 0;

  function drawReel(r: number) {
    const x = r * cellW;
    ctx.fillStyle = withStops(ctx.createLinearGradient(0, 0, 0, H), REEL_LIGHT);
    ctx.fillRect(x + 3, 0, cellW - 6, H);
    ctx.save();
    ctx.beginPath();
    ctx.rect(x + 3, 0, cellW - 6, H);
    ctx.clip();
    if (spinning[r]) {
      const strip = strips[r]!;
      const off = offsets[r]! % cellH;
      const base = Math.floor(offsets[r]! / cellH);
      for (let k = -1; k <= p.rows; k++) {
        const id = strip[(((base - k) % strip.length) + strip.length) % strip.length]!;
        ctx.globalAlpha = 0.85;
        drawSymbol(ctx, id, x + cellW / 2, k * cellH + off + cellH / 2, 78);
      }
      ctx.globalAlpha = 1;
    } else {
      for (let j = 0; j < p.rows; j++)
        drawSymbol(ctx, grid[r]![j]!, x + cellW / 2, j * cellH + cellH / 2, 80);
    }
    ctx.restore();
    ctx.fillStyle = 'rgba(0,0,0,.35)';
    ctx.fillRect(x, 0, 3, H);
    ctx.fillRect(x + cellW - 3, 0, 3, H);
  }

  function drawWin(w: ReelOutcome['wins'][number]) {
    const line = p.lines[w.line]!;
    ctx.strokeStyle = LINE_COLORS[w.line % LINE_COLORS.length]!;
    ctx.lineWidth = 6;
    ctx.shadowColor = ctx.strokeStyle;
    ctx.shadowBlur = 12;
    ctx.beginPath();
    line.forEach((row, r) => {
      const cx = r * cellW + cellW / 2;
      const cy = row * cellH + cellH / 2;
      if (r === 0) ctx.moveTo(cx - cellW / 2 + 6, cy);
      ctx.lineTo(cx, cy);
      if (r === line.length - 1) ctx.lineTo(cx + cellW / 2 - 6, cy);
    });
    ctx.stroke();
    ctx.shadowBlur = 0;
    for (let c = 0; c < w.count; c++) {
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 3;
      roundRect(ctx, c * cellW + 8, line[c]! * cellH + 6, cellW - 16, cellH - 12, 10);
      ctx.stroke();
    }
  }

  function draw() {
    ctx.clearRect(0, 0, W, H);
    for (let r = 0; r < p.reels; r++) drawReel(r);
    ctx.fillStyle = withStops(ctx.createLinearGradient(0, 0, 0, H), WINDOW_SHADE);
    ctx.fillRect(0, 0, W, H);
    if (wins.length && flash % 2 === 0) wins.forEach(drawWin);
  }

  function loop() {
    let any = false;
    for (let r = 0; r < p.reels; r++)
      if (spinning[r]) {
        offsets[r]! += 38;
        any = true;
      }
    draw();
    if (any) raf = requestAnimationFrame(loop);
  }

  draw();
  return {
    start() {
      wins = [];
      flash = 0;
      cancelAnimationFrame(raf);
      for (let r = 0; r < p.reels; r++) {
        spinning[r] = true;
        offsets[r] = 0;
        strips[r] = Array.from({ length: 24 }, rand);
      }
      sound.tone(220, 0.1, 'sawtooth', 0, 0.03);
      raf = requestAnimationFrame(loop);
    },
    abort() {
      for (let r = 0; r < p.reels; r++) spinning[r] = false;
      draw();
    },
    show(outcome: ReelOutcome, done: () => void) {
      let r = 0;
      const stopNext = () => {
        grid[r] = outcome.grid[r]!;
        spinning[r] = false;
        sound.tone(330 + r * 40, 0.07, 'square', 0, 0.05);
        r += 1;
        if (r < p.reels) {
          setTimeout(stopNext, 170);
          return;
        }
        cancelAnimationFrame(raf);
        wins = outcome.wins || [];
        draw();
        if (wins.length) {
          const blink = setInterval(() => {
            flash += 1;
            draw();
            if (flash > 7) {
              clearInterval(blink);
              flash = 0;
              draw();
            }
          }, 220);
        }
        done();
      };
      stopNext();
    },
  };
}

export const reels: Engine<ReelsPaytable, ReelOutcome> = { playLabel: 'spin', paytable, create };
