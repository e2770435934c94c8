/**
 * Generated artwork: every banner, poster, cover and logo of the promotions, CMS and video areas is an
 * SVG drawn here from a title, a subtitle and a hue (no copied images). Served by ./media-routes.ts at
 * `/promo/media/art.svg?...`; `artUrl` builds the link.
 */
import type { LocalizedText } from '../../core/errors';
export type ArtKind = 'banner' | 'poster' | 'cover' | 'logo';

const SIZES: Record<ArtKind, [number, number]> = {
  banner: [1200, 400],
  poster: [640, 360],
  cover: [600, 400],
  logo: [240, 120],
};

export function artUrl(base: string, a: { kind: ArtKind; title: string; sub?: string; hue: number }): string {
  const q = new URLSearchParams({ k: a.kind, t: a.title.slice(0, 60), h: String(Math.round(a.hue) % 360) });
  if (a.sub) q.set('s', a.sub.slice(0, 80));
  return `${base}/promo/media/art.svg?${q.toString()}`;
}

/** The banner of a promotion: its name over its description, in the caller's language. */
export function bannerUrl(
  ctx: { publicUrl: string; t(text: LocalizedText): string },
  p: { name: LocalizedText; description: LocalizedText; hue: number },
): string {
  return artUrl(ctx.publicUrl, {
    kind: 'banner',
    title: ctx.t(p.name),
    sub: ctx.t(p.description),
    hue: p.hue,
  });
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A deterministic hash of the title, so two arts of the same hue still differ. */
function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** Rough rendered width: full-width characters are one em, others about 0.6 em. */
function estimateWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += ch.charCodeAt(0) < 0x2000 ? 0.6 : 1;
  return em * size;
}

/** Squeezes a line into `max` pixels when it would overflow. */
function fit(text: string, size: number, max: number): string {
  return estimateWidth(text, size) > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : '';
}

export function renderArt(kindRaw: string, title: string, sub: string, hueRaw: number): string {
  const kind: ArtKind =
    (['banner', 'poster', 'cover', 'logo'] as const).find((k) => k === kindRaw) ?? 'banner';
  const [w, h] = SIZES[kind];
  const hue = Number.isFinite(hueRaw) ? ((Math.round(hueRaw) % 360) + 360) % 360 : 200;
  const seed = hash(title + kind);
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = ((seed >>> (i * 3)) % 100) / 100;
    const y = ((seed >>> (i * 2 + 5)) % 100) / 100;
    const r = 0.08 + (((seed >>> i) % 30) / 100) * 0.6;
    shapes.push(
      `<circle cx="${(x * w).toFixed(0)}" cy="${(y * h).toFixed(0)}" r="${(r * h).toFixed(0)}" fill="hsl(${(hue + i * 23) % 360} 85% ${55 + (i % 3) * 8}%)" opacity="0.${2 + (i % 4)}"/>`,
    );
  }
  const titleSize = kind === 'logo' ? 26 : kind === 'banner' ? 64 : 40;
  const subSize = Math.round(titleSize * 0.45);
  const play =
    kind === 'poster'
      ? `<circle cx="${w / 2}" cy="${h / 2}" r="42" fill="rgba(0,0,0,.45)"/><path d="M${w / 2 - 14} ${h / 2 - 22} L${w / 2 + 24} ${h / 2} L${w / 2 - 14} ${h / 2 + 22}Z" fill="#fff"/>`
      : '';
  const textY = kind === 'poster' ? h - 60 : h / 2;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 12%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${shapes.join('\n')}
<rect width="${w}" height="${h}" fill="rgba(0,0,0,.25)"/>
${play}
<text x="${kind === 'logo' ? w / 2 : 48}" y="${textY}" fill="#fff" font-family="'Noto Sans JP','Hiragino Sans',system-ui,sans-serif" font-weight="800" font-size="${titleSize}" text-anchor="${kind === 'logo' ? 'middle' : 'start'}" dominant-baseline="middle"${fit(title, titleSize, w - (kind === 'logo' ? 24 : 96))}>${esc(title)}</text>
${sub && kind !== 'logo' ? `<text x="48" y="${textY + titleSize * 0.9}" fill="hsl(${hue} 90% 88%)" font-family="'Noto Sans JP',system-ui,sans-serif" font-size="${subSize}" dominant-baseline="middle"${fit(sub, subSize, w - 96)}>${esc(sub)}</text>` : ''}
</svg>`;
}
