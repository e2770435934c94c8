/** The fishing table: aim at a fish (tap it, or the cannon picks one), shoot; the server says if it is caught. */
import type { FishId, FishOutcome } from '../../domain/games/fish';
import type { FishPaytable, GameText } from '../contract';
import { drawnCanvas, el } from '../dom';
import { fitCanvas, roundRect, withStops } from '../draw';
import type { Engine, MachineContext } from '../engine';
import { drawFish, FISH_LOOK } from './fish-look';

const W = 640;
const H = 360;
const CX = W / 2;
const CY = H - 14;
/** How many fish swim at once. */
const SCHOOL = 9;

/** The chance to catch a fish, as the paytable shows it: the RTP over its multiplier. */
export const catchChance = (rtpBp: number, multiplier: number) => (rtpBp / 100 / multiplier).toFixed(2) + '%';

/** Which kind swims in next for a random number r in [0, 1): rarer the bigger, weight ~ 1 / sqrt(multiplier). */
export function kindAt<K extends { multiplier: number }>(kinds: readonly K[], r: number): K {
  const weights = kinds.map((k) => 1 / Math.sqrt(k.multiplier));
  let rest = r * weights.reduce((a, x) => a + x, 0);
  let i = 0;
  while (i < weights.length && rest > weights[i]!) {
    rest -= weights[i]!;
    i++;
  }
  return kinds[Math.min(i, kinds.length - 1)]!;
}

function paytable(p: FishPaytable, T: GameText): Node[] {
  return [
    el('p', { text: T.fishRule }),
    el('table', {}, [
      el('thead', {}, [
        el('tr', {}, [el('th'), el('th'), el('th', { text: '×' }), el('th', { text: T.catchChance })]),
      ]),
      el(
        'tbody',
        {},
        p.fish.map((f) =>
          el('tr', {}, [
            el('td', {}, [
              drawnCanvas(72, 40, 'paytable__fish', (ctx) => drawFish(ctx, f.id, 36, 20, 15, 1, 0)),
            ]),
            el('td', { text: T.fishNames[f.id] }),
            el('td', { text: '×' + f.multiplier }),
            el('td', { text: catchChance(p.rtpBp, f.multiplier) }),
          ]),
        ),
      ),
    ]),
  ];
}

interface Fish {
  id: number;
  kind: FishId;
  multiplier: number;
  size: number;
  dir: number;
  x: number;
  y: number;
  drawY?: number;
  speed: number;
  phase: number;
  caught: number;
}

interface Effect {
  start: number;
  x: number;
  y: number;
  net?: boolean;
  text?: string;
}

function create({ T, canvas, sound, isBusy, play }: MachineContext, p: FishPaytable) {
  const ctx = fitCanvas(canvas, W, H);
  const kinds = p.fish;
  let fishes: Fish[] = [];
  let effects: Effect[] = [];
  let shot: { start: number; tx: number; ty: number } | null = null;
  let target: Fish | null = null;
  let aim: FishId | null = null;
  let seq = 0;
  let cannonAngle = -Math.PI / 2;
  let lastTouch = 0;
  const bubbles = Array.from({ length: 24 }, () => ({
    x: Math.random() * W,
    y: Math.random() * H,
    r: 1 + Math.random() * 3,
    v: 0.2 + Math.random() * 0.6,
  }));

  function spawn(initial: boolean) {
    const k = kindAt(kinds, Math.random());
    const dir = Math.random() < 0.5 ? 1 : -1;
    const size = FISH_LOOK[k.id].size;
    fishes.push({
      id: ++seq,
      kind: k.id,
      multiplier: k.multiplier,
      size,
      dir,
      x: initial ? 40 + Math.random() * (W - 80) : dir > 0 ? -size * 2 : W + size * 2,
      y: 40 + Math.random() * (H - 130),
      speed: (0.35 + Math.random() * 0.5) * (k.multiplier >= 50 ? 0.6 : 1),
      phase: Math.random() * 6,
      caught: 0,
    });
  }
  for (let n = 0; n < SCHOOL; n++) spawn(true);

  function sea(t: number) {
    const bg = withStops(ctx.createLinearGradient(0, 0, 0, H), [
      [0, '#0277bd'],
      [0.6, '#01579b'],
      [1, '#002f4b'],
    ]);
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    ctx.save();
    ctx.globalAlpha = 0.08;
    ctx.fillStyle = '#fff';
    for (let ray = 0; ray < 6; ray++) {
      ctx.beginPath();
      const rx = ((ray * 140 + t * 12) % (W + 200)) - 100;
      ctx.moveTo(rx, 0);
      ctx.lineTo(rx + 60, 0);
      ctx.lineTo(rx - 40, H);
      ctx.lineTo(rx - 120, H);
      ctx.fill();
    }
    ctx.restore();
    // sand and weed
    ctx.fillStyle = '#c2a36b';
    ctx.beginPath();
    ctx.moveTo(0, H);
    for (let sx = 0; sx <= W; sx += 40) ctx.lineTo(sx, H - 18 - Math.sin(sx / 60) * 6);
    ctx.lineTo(W, H);
    ctx.fill();
    ctx.strokeStyle = '#2e7d32';
    ctx.lineWidth = 4;
    [60, 120, 520, 585].forEach((wx, i) => {
      ctx.beginPath();
      ctx.moveTo(wx, H - 16);
      ctx.quadraticCurveTo(wx + Math.sin(t * 1.5 + i) * 14, H - 60, wx + Math.sin(t + i) * 8, H - 90 - i * 6);
      ctx.stroke();
    });
    for (const bb of bubbles) {
      bb.y -= bb.v;
      if (bb.y < -5) {
        bb.y = H + 5;
        bb.x = Math.random() * W;
      }
      ctx.strokeStyle = 'rgba(255,255,255,.45)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.arc(bb.x + Math.sin(t + bb.y / 30) * 3, bb.y, bb.r, 0, Math.PI * 2);
      ctx.stroke();
    }
  }

  function swim(f: Fish, t: number) {
    if (f.caught) {
      f.caught += 1;
      ctx.save();
      ctx.globalAlpha = Math.max(0, 1 - f.caught / 40);
      ctx.translate(f.x, f.y);
      ctx.rotate(f.caught / 4);
      drawFish(ctx, f.kind, 0, 0, f.size, f.dir, t);
      ctx.restore();
      return;
    }
    if (f !== target || !shot) f.x += f.dir * f.speed;
    const fy = f.y + Math.sin(t * 1.3 + f.phase) * 6;
    f.drawY = fy;
    drawFish(ctx, f.kind, f.x, fy, f.size, f.dir, t + f.phase);
    if (f === target) {
      ctx.strokeStyle = '#ff5252';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(f.x, fy, f.size * 1.5, 0, Math.PI * 2);
      ctx.moveTo(f.x - f.size * 1.9, fy);
      ctx.lineTo(f.x - f.size * 1.1, fy);
      ctx.moveTo(f.x + f.size * 1.1, fy);
      ctx.lineTo(f.x + f.size * 1.9, fy);
      ctx.stroke();
    }
    if (f.multiplier >= 10) {
      ctx.font = '800 11px sans-serif';
      ctx.textAlign = 'center';
      ctx.fillStyle = 'rgba(255,255,255,.85)';
      ctx.fillText('×' + f.multiplier, f.x, fy - f.size - 6);
    }
  }

  /** A net or a "×n" floating up; false once it is over. */
  function effect(e: Effect, now: number): boolean {
    const age = (now - e.start) / 1000;
    if (age > 1.2) return false;
    ctx.save();
    ctx.globalAlpha = 1 - age / 1.2;
    if (e.net) {
      ctx.strokeStyle = '#e0f7fa';
      ctx.lineWidth = 1.5;
      const r = 10 + age * 40;
      ctx.beginPath();
      ctx.arc(e.x, e.y, r, 0, Math.PI * 2);
      for (let q = 0; q < 8; q++) {
        ctx.moveTo(e.x, e.y);
        ctx.lineTo(e.x + Math.cos(q * 0.785) * r, e.y + Math.sin(q * 0.785) * r);
      }
      ctx.stroke();
    } else {
      ctx.font = '900 24px sans-serif';
      ctx.textAlign = 'center';
      ctx.fillStyle = '#ffd54f';
      ctx.strokeStyle = '#000';
      ctx.lineWidth = 4;
      ctx.strokeText(e.text ?? '', e.x, e.y - age * 40);
      ctx.fillText(e.text ?? '', e.x, e.y - age * 40);
    }
    ctx.restore();
    return true;
  }

  function cannon() {
    ctx.save();
    ctx.translate(CX, CY);
    ctx.fillStyle = '#263238';
    ctx.beginPath();
    ctx.arc(0, 0, 26, Math.PI, 0);
    ctx.fill();
    ctx.rotate(cannonAngle + Math.PI / 2);
    const cg = withStops(ctx.createLinearGradient(-9, 0, 9, 0), [
      [0, '#b8860b'],
      [0.5, '#ffe082'],
      [1, '#b8860b'],
    ]);
    ctx.fillStyle = cg;
    roundRect(ctx, -9, -46, 18, 46, 5);
    ctx.fill();
    ctx.restore();
  }

  function step(now: number) {
    const t = now / 1000;
    ctx.clearRect(0, 0, W, H);
    ctx.save();
    roundRect(ctx, 0, 0, W, H, 22);
    ctx.clip();
    sea(t);
    for (const f of fishes) swim(f, t);
    fishes = fishes.filter((f) => (f.caught ? f.caught < 40 : f.x > -f.size * 3 && f.x < W + f.size * 3));
    while (fishes.filter((f) => !f.caught).length < SCHOOL) spawn(false);
    if (shot) {
      const k = Math.min(1, (now - shot.start) / 280);
      const bx = CX + (shot.tx - CX) * k;
      const by = CY + (shot.ty - CY) * k;
      ctx.fillStyle = '#ffeb3b';
      ctx.shadowColor = '#ffeb3b';
      ctx.shadowBlur = 12;
      ctx.beginPath();
      ctx.arc(bx, by, 5, 0, Math.PI * 2);
      ctx.fill();
      ctx.shadowBlur = 0;
    }
    effects = effects.filter((e) => effect(e, now));
    cannon();
    if (!isBusy() && !shot && now - lastTouch > 6000) {
      ctx.font = '800 14px sans-serif';
      ctx.textAlign = 'center';
      ctx.fillStyle = 'rgba(255,255,255,.8)';
      ctx.fillText(T.aimHint, W / 2, 26);
    }
    ctx.restore();
    if (!document.hidden) requestAnimationFrame(step);
    else setTimeout(() => requestAnimationFrame(step), 500);
  }
  requestAnimationFrame(step);

  function pickFish(f: Fish) {
    target = f;
    aim = f.kind;
    const fy = f.drawY || f.y;
    cannonAngle = Math.atan2(fy - CY, f.x - CX);
  }
  canvas.addEventListener('click', (ev) => {
    lastTouch = performance.now();
    if (isBusy()) return;
    const rect = canvas.getBoundingClientRect();
    const scale = Math.min(rect.width / W, rect.height / H);
    const x = (ev.clientX - rect.left - (rect.width - W * scale) / 2) / scale;
    const y = (ev.clientY - rect.top - (rect.height - H * scale) / 2) / scale;
    let hit: Fish | null = null;
    for (const f of fishes) {
      if (f.caught) continue;
      const d = Math.hypot(f.x - x, (f.drawY || f.y) - y);
      if (d < f.size * 1.6 && (!hit || f.multiplier > hit.multiplier)) hit = f;
    }
    if (!hit) return;
    pickFish(hit);
    play();
  });
  return {
    prepare() {
      if (target && !target.caught && target.x > 0 && target.x < W) pickFish(target);
      else {
        const live = fishes.filter((f) => !f.caught && f.x > 30 && f.x < W - 30);
        if (live.length) pickFish(live[Math.floor(Math.random() * live.length)]!);
      }
      return null;
    },
    choice: () => ({ target: aim }),
    start() {
      if (!target) return;
      shot = { start: performance.now(), tx: target.x, ty: target.drawY || target.y };
      sound.tone(520, 0.06, 'square', 0, 0.04);
    },
    abort() {
      shot = null;
    },
    show(o: FishOutcome, done: () => void) {
      const f = target;
      const x = shot ? shot.tx : W / 2;
      const y = shot ? shot.ty : H / 2;
      shot = null;
      if (o.caught && f) {
        f.caught = 1;
        effects.push({ start: performance.now(), x, y, text: '×' + o.multiplier });
        target = null;
      } else {
        effects.push({ start: performance.now(), x, y, net: true });
      }
      setTimeout(done, 250);
    },
  };
}

export const fish: Engine<FishPaytable, FishOutcome> = { playLabel: 'shoot', paytable, create };
