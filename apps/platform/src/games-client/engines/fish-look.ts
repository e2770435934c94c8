/** The fish, drawn on a canvas (the fishing table and its paytable). */
import { withStops } from '../draw';
import type { FishId } from '../../domain/games/fish';

interface Look {
  size: number;
  body: string;
  fin: string;
  stripes?: boolean;
  round?: boolean;
  shell?: boolean;
  ray?: boolean;
  glow?: boolean;
}

export const FISH_LOOK: Record<FishId, Look> = {
  minnow: { size: 11, body: '#90caf9', fin: '#42a5f5' },
  clown: { size: 14, body: '#ff9800', fin: '#e65100', stripes: true },
  puffer: { size: 16, body: '#ffee58', fin: '#f9a825', round: true },
  turtle: { size: 22, body: '#66bb6a', fin: '#2e7d32', shell: true },
  ray: { size: 27, body: '#9575cd', fin: '#5e35b1', ray: true },
  shark: { size: 38, body: '#90a4ae', fin: '#546e7a' },
  dragon: { size: 46, body: '#ffd54f', fin: '#e53935', glow: true },
};

type Ctx = CanvasRenderingContext2D;

function rayBody(ctx: Ctx, L: Look, s: number, wag: number, t: number) {
  ctx.fillStyle = L.body;
  ctx.beginPath();
  ctx.moveTo(s, 0);
  ctx.quadraticCurveTo(0, -s * (1 + wag * 0.4), -s * 0.6, 0);
  ctx.quadraticCurveTo(0, s * (1 + wag * 0.4), s, 0);
  ctx.fill();
  ctx.strokeStyle = L.fin;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(-s * 0.6, 0);
  ctx.lineTo(-s * 1.6, Math.sin(t * 5) * 4);
  ctx.stroke();
}

function turtleBody(ctx: Ctx, L: Look, s: number, wag: number) {
  ctx.fillStyle = L.fin;
  for (const [fx, fy] of [
    [0.4, -0.7],
    [0.4, 0.7],
    [-0.5, -0.6],
    [-0.5, 0.6],
  ] as const) {
    ctx.beginPath();
    ctx.ellipse(fx * s, fy * s * (1 + wag), s * 0.35, s * 0.16, fy > 0 ? 0.5 : -0.5, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(s * 0.85, 0, s * 0.22, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = L.body;
  ctx.beginPath();
  ctx.ellipse(0, 0, s * 0.75, s * 0.6, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#1b5e20';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(-s * 0.4, -s * 0.3);
  ctx.lineTo(s * 0.3, -s * 0.3);
  ctx.lineTo(s * 0.4, s * 0.2);
  ctx.lineTo(-s * 0.3, s * 0.3);
  ctx.closePath();
  ctx.stroke();
}

function fishBody(ctx: Ctx, id: FishId, L: Look, s: number, wag: number) {
  ctx.fillStyle = L.fin;
  ctx.beginPath();
  ctx.moveTo(-s * 0.8, 0);
  ctx.lineTo(-s * 1.5, -s * (0.6 + wag));
  ctx.lineTo(-s * 1.5, s * (0.6 - wag));
  ctx.closePath();
  ctx.fill();
  if (id === 'shark') {
    ctx.beginPath();
    ctx.moveTo(-s * 0.1, -s * 0.3);
    ctx.lineTo(s * 0.1, -s * 0.85);
    ctx.lineTo(s * 0.35, -s * 0.3);
    ctx.fill();
  }
  const g = withStops(ctx.createLinearGradient(0, -s, 0, s), [
    [0, '#fff'],
    [0.35, L.body],
    [1, L.fin],
  ]);
  ctx.fillStyle = g;
  ctx.beginPath();
  const height = L.round ? s * 0.85 : id === 'shark' || id === 'dragon' ? s * 0.32 : s * 0.5;
  ctx.ellipse(0, 0, s, height, 0, 0, Math.PI * 2);
  ctx.fill();
  if (L.stripes) {
    ctx.fillStyle = '#fff';
    for (const k of [-0.3, 0.3]) ctx.fillRect(k * s - 2, -s * 0.45, 4, s * 0.9);
  }
  if (L.round) {
    ctx.strokeStyle = L.fin;
    ctx.lineWidth = 1.5;
    for (let a = 0; a < 10; a++) {
      const ang = (a / 10) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(Math.cos(ang) * s * 0.85, Math.sin(ang) * s * 0.75);
      ctx.lineTo(Math.cos(ang) * s * 1.1, Math.sin(ang) * s * 0.95);
      ctx.stroke();
    }
  }
  if (id === 'dragon') {
    ctx.fillStyle = L.fin;
    for (let k = -2; k <= 2; k++) {
      ctx.beginPath();
      ctx.moveTo(k * s * 0.25, -s * 0.3);
      ctx.lineTo(k * s * 0.25 + s * 0.1, -s * 0.55);
      ctx.lineTo(k * s * 0.25 + s * 0.2, -s * 0.3);
      ctx.fill();
    }
  }
}

/** Draws fish `id` centred at (x, y), `size` tall, facing dir (1 right, -1 left), at time t (s). */
export function drawFish(ctx: Ctx, id: FishId, x: number, y: number, size: number, dir: number, t: number) {
  const L = FISH_LOOK[id];
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(dir * (size / L.size), size / L.size);
  const s = L.size;
  if (L.glow) {
    ctx.shadowColor = '#ffeb3b';
    ctx.shadowBlur = 18;
  }
  const wag = Math.sin(t * 8) * 0.25;
  if (L.ray) rayBody(ctx, L, s, wag, t);
  else if (L.shell) turtleBody(ctx, L, s, wag);
  else fishBody(ctx, id, L, s, wag);
  ctx.shadowBlur = 0;
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(s * (L.shell ? 0.92 : L.ray ? 0.5 : 0.55), -s * 0.1, Math.max(1.5, s * 0.09), 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
