/** The pachinko machine: balls climb the rail, fall through the pins into the pockets the server chose. */
import type { PachinkoBall, PachinkoOutcome } from '../../domain/games/engines';
import type { GameText, PachinkoPaytable } from '../contract';
import { el } from '../dom';
import { disc, fitCanvas, gold, radial, roundRect, withStops, type Stops } from '../draw';
import type { Engine, MachineContext } from '../engine';
import { textOf } from '../text';

const W = 420;
const H = 520;
const POCKET_TOP = H - 64;
const COLORS = { out: '#37474f', return: '#1e88e5', double: '#8e24aa', start: '#e53935' } as const;
const BALL: Stops = [
  [0, '#fff'],
  [0.5, '#cfd8dc'],
  [1, '#546e7a'],
];
const LABEL = { out: 'OUT', return: '×1', double: '×2', start: 'START' } as const;

type Point = [number, number];

/** The pins of the board: staggered rows, none behind the centre screen or the windmills. */
export function pinsOf(): Point[] {
  const pins: Point[] = [];
  for (let row = 0; row < 11; row++) {
    const y = 150 + row * 26;
    if (y > 225 && y < 290) continue; // the screen sits in the middle of the board
    const n = row % 2 ? 13 : 12;
    for (let i = 0; i < n; i++) {
      const x = 38 + i * 28 + (row % 2 ? -14 : 0);
      const nearMill = Math.abs(y - 190) < 20 && (Math.abs(x - 88) < 20 || Math.abs(x - (W - 88)) < 20);
      if (x > 30 && x < W - 30 && !nearMill) pins.push([x, y]);
    }
  }
  return pins;
}

/** A ball's way: up the left rail, in at the top, then zigzag down (random jitter) into its pocket. */
export function ballPath(pocket: number, pocketWidth: number, random: () => number): Point[] {
  const pts: Point[] = [];
  for (let a = 0; a <= 1; a += 0.1) {
    const ang = Math.PI * 0.62 + a * Math.PI * 0.78;
    pts.push([W / 2 + (W / 2 - 22) * Math.cos(ang), H / 2 + 10 + (H / 2 - 22) * Math.sin(ang)]);
  }
  const target = 20 + pocket * pocketWidth + pocketWidth / 2;
  let x = pts[pts.length - 1]![0];
  const steps = 12;
  for (let s = 1; s <= steps; s++) {
    const y = 110 + s * ((POCKET_TOP - 110) / steps);
    const want = x + (target - x) / (steps - s + 1);
    const jitter = s < steps ? (random() - 0.5) * 26 : 0;
    x = Math.max(30, Math.min(W - 30, want + jitter));
    if (y > 200 && y < 312 && Math.abs(x - W / 2) < 110) x = x < W / 2 ? W / 2 - 112 : W / 2 + 112; // around the screen
    pts.push([x, y]);
  }
  pts.push([target, POCKET_TOP + 18]);
  return pts;
}

function paytable(p: PachinkoPaytable, T: GameText): Node[] {
  const names = { out: T.pocketOut, return: T.pocketReturn, double: T.pocketDouble, start: T.pocketStart };
  return [
    el('p', { text: textOf(T, 'pachinkoRule', { n: p.ballsPerBet }) }),
    el(
      'ul',
      { class: 'paytable__pockets' },
      p.pockets.map((k) => el('li', { class: 'pocket--' + k.id, text: names[k.id] })),
    ),
    el('p', {
      class: 'paytable__hl',
      text: textOf(T, 'lotteryRule', { odds: p.lottery.odds, mult: p.lottery.jackpotMultiplier }),
    }),
  ];
}

interface FlyingBall {
  ball: PachinkoBall;
  pts: Point[];
  start: number;
  dur: number;
  landed: boolean;
}

function create({ cfg, T, canvas, sound }: MachineContext, p: PachinkoPaytable) {
  const ctx = fitCanvas(canvas, W, H);
  const pockets = p.pockets;
  const pw = (W - 40) / pockets.length;
  const pins = pinsOf();
  let balls: FlyingBall[] = [];
  let digits = [3, 7, 5];
  let reach = false;
  let fever = 0;
  let raf = 0;
  let pending = 0;
  let doneCb: (() => void) | null = null;
  let spinDigits = 0;

  function frame() {
    const bg = withStops(ctx.createRadialGradient(W / 2, H / 2 - 40, 40, W / 2, H / 2, W * 0.75), [
      [0, 'hsl(' + cfg.hue + ' 70% 45%)'],
      [1, 'hsl(' + ((cfg.hue + 40) % 360) + ' 70% 14%)'],
    ]);
    ctx.clearRect(0, 0, W, H);
    ctx.save();
    ctx.beginPath();
    ctx.ellipse(W / 2, H / 2 + 10, W / 2 - 8, H / 2 - 8, 0, 0, Math.PI * 2);
    ctx.clip();
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    for (let k = 0; k < 18; k++) {
      ctx.fillStyle = 'rgba(255,255,255,' + (k % 2 ? 0.03 : 0.06) + ')';
      ctx.beginPath();
      ctx.moveTo(W / 2, H / 2);
      ctx.arc(W / 2, H / 2, W, (k * Math.PI) / 9, ((k + 1) * Math.PI) / 9);
      ctx.fill();
    }
    ctx.restore();
    ctx.lineWidth = 8;
    ctx.strokeStyle = gold(ctx, 0, H);
    ctx.beginPath();
    ctx.ellipse(W / 2, H / 2 + 10, W / 2 - 8, H / 2 - 8, 0, 0, Math.PI * 2);
    ctx.stroke();
  }

  // lamps around the board: they chase while balls fly and flash red in a fever
  function lamps() {
    const phase = Math.floor(performance.now() / 160);
    for (let L = 0; L < 36; L++) {
      const la = (L / 36) * Math.PI * 2;
      const lit = (L + phase) % 3 === 0;
      ctx.fillStyle = fever ? (lit ? '#ff1744' : '#ffeb3b') : lit ? '#fffde7' : 'rgba(255,214,79,.35)';
      ctx.beginPath();
      ctx.arc(
        W / 2 + (W / 2 - 8) * Math.cos(la),
        H / 2 + 10 + (H / 2 - 8) * Math.sin(la),
        lit ? 3.6 : 2.6,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  }

  // windmills (kazaguruma) that turn the balls on each side
  function windmills() {
    for (const [x, y] of [
      [88, 190],
      [W - 88, 190],
    ] as const) {
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(performance.now() / 300);
      for (let b = 0; b < 4; b++) {
        ctx.rotate(Math.PI / 2);
        ctx.fillStyle = b % 2 ? '#ffd54f' : '#ff5252';
        ctx.beginPath();
        ctx.moveTo(0, 0);
        ctx.lineTo(14, -4);
        ctx.lineTo(14, 4);
        ctx.closePath();
        ctx.fill();
      }
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(0, 0, 3, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
  }

  // the centre screen with the lottery digits
  function screen() {
    const sx = W / 2 - 96;
    const sy = 208;
    const sw = 192;
    const sh = 96;
    ctx.fillStyle = '#000';
    roundRect(ctx, sx - 6, sy - 6, sw + 12, sh + 12, 16);
    ctx.fill();
    ctx.lineWidth = 4;
    ctx.strokeStyle = gold(ctx, sy, sy + sh);
    ctx.stroke();
    const sg = withStops(ctx.createLinearGradient(0, sy, 0, sy + sh), [
      [0, fever ? '#ff1744' : '#1a237e'],
      [1, fever ? '#ff9100' : '#000'],
    ]);
    ctx.fillStyle = sg;
    roundRect(ctx, sx, sy, sw, sh, 12);
    ctx.fill();
    ctx.font = '900 58px Georgia, serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    digits.forEach((d, i) => {
      const dx = sx + 34 + i * 62;
      ctx.lineWidth = 6;
      ctx.strokeStyle = '#000';
      ctx.strokeText(String(d), dx, sy + sh / 2 + 4);
      ctx.fillStyle = d === 7 || fever ? gold(ctx, sy + 20, sy + 80) : '#fff';
      ctx.fillText(String(d), dx, sy + sh / 2 + 4);
    });
    if (reach && !fever) {
      ctx.font = '800 16px sans-serif';
      ctx.fillStyle = '#ffeb3b';
      ctx.fillText(cfg.lang === 'ja' ? 'リーチ!' : 'REACH!', W / 2, sy - 16);
    }
    if (fever) {
      ctx.font = '900 26px sans-serif';
      ctx.fillStyle = '#ffeb3b';
      ctx.fillText(T.fever, W / 2, sy + sh + 28);
    }
  }

  function pocketRow() {
    pockets.forEach((pk, i) => {
      const x = 20 + i * pw;
      ctx.fillStyle = COLORS[pk.id];
      roundRect(ctx, x + 3, POCKET_TOP, pw - 6, 40, 8);
      ctx.fill();
      ctx.strokeStyle = pk.id === 'start' ? '#ffeb3b' : 'rgba(255,255,255,.5)';
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.fillStyle = '#fff';
      ctx.font = '800 ' + (pk.id === 'start' ? 11 : 13) + 'px sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(LABEL[pk.id], x + pw / 2, POCKET_TOP + 22);
    });
    // tulip wings over the start pocket
    const sxc = 20 + 3 * pw + pw / 2;
    ctx.fillStyle = '#ff4081';
    ctx.beginPath();
    ctx.moveTo(sxc - 22, POCKET_TOP - 2);
    ctx.quadraticCurveTo(sxc - 30, POCKET_TOP - 26, sxc - 8, POCKET_TOP - 12);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(sxc + 22, POCKET_TOP - 2);
    ctx.quadraticCurveTo(sxc + 30, POCKET_TOP - 26, sxc + 8, POCKET_TOP - 12);
    ctx.fill();
  }

  function board() {
    frame();
    lamps();
    windmills();
    // rail on the left, where the balls climb
    ctx.strokeStyle = 'rgba(255,255,255,.35)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.ellipse(W / 2, H / 2 + 10, W / 2 - 22, H / 2 - 22, 0, Math.PI * 0.62, Math.PI * 1.62);
    ctx.stroke();
    for (const [x, y] of pins) {
      ctx.fillStyle = '#fff8e1';
      ctx.beginPath();
      ctx.arc(x, y, 2.6, 0, Math.PI * 2);
      ctx.fill();
    }
    screen();
    pocketRow();
  }

  function drawBall(b: FlyingBall, now: number) {
    if (now < b.start) return;
    const tt = Math.min(1, (now - b.start) / b.dur);
    const f = tt * (b.pts.length - 1);
    const i = Math.floor(f);
    const fr = f - i;
    const a = b.pts[i]!;
    const c = b.pts[Math.min(i + 1, b.pts.length - 1)]!;
    const bounce = Math.sin(fr * Math.PI) * (i > 10 ? 5 : 0);
    const bx = a[0] + (c[0] - a[0]) * fr;
    const by = a[1] + (c[1] - a[1]) * fr - bounce;
    disc(ctx, bx, by, 6, radial(ctx, [bx - 2, by - 2, 1], [bx, by, 7], BALL));
    if (tt >= 1 && !b.landed) {
      b.landed = true;
      landed(b);
    }
  }

  function animate(now: number) {
    board();
    for (const b of balls) drawBall(b, now);
    balls = balls.filter((b) => !b.landed || now - b.start - b.dur < 300);
    if (balls.length || spinDigits > now) raf = requestAnimationFrame(animate);
    else finish();
    if (spinDigits > now)
      digits = [1 + Math.floor(Math.random() * 9), digits[1]!, 1 + Math.floor(Math.random() * 9)];
  }

  function landed(b: FlyingBall) {
    sound.tone(b.ball.multiplier > 0 ? 1046 : 262, 0.06, 'square', 0, 0.04);
    const drawn = b.ball.digits;
    if (drawn) {
      reach = drawn[0] === drawn[1];
      spinDigits = performance.now() + 700;
      setTimeout(() => {
        digits = drawn;
        if (b.ball.jackpot) {
          fever = 1;
          sound.jingle(true);
        }
      }, 700);
    }
    pending -= 1;
  }

  function finish() {
    if (pending <= 0 && doneCb) {
      const cb = doneCb;
      doneCb = null;
      cb();
    }
  }

  board();
  // Idle lamps keep chasing, slowly, so the machine looks alive between shots.
  setInterval(() => {
    if (!balls.length && !document.hidden) board();
  }, 320);
  return {
    start() {
      fever = 0;
      reach = false;
      sound.tone(180, 0.15, 'sawtooth', 0, 0.03);
    },
    abort() {
      balls = [];
      board();
    },
    show(outcome: PachinkoOutcome, done: () => void) {
      const now = performance.now();
      pending = outcome.balls.length;
      doneCb = done;
      balls = outcome.balls.map((ball, i) => ({
        ball,
        pts: ballPath(ball.pocket, pw, Math.random),
        start: now + i * 160,
        dur: 1500 + Math.random() * 300,
        landed: false,
      }));
      cancelAnimationFrame(raf);
      raf = requestAnimationFrame(animate);
    },
  };
}

export const pachinko: Engine<PachinkoPaytable, PachinkoOutcome> = { playLabel: 'fire', paytable, create };
