/**
 * Generated artwork: every game's tile and every provider's logo is an SVG drawn here from the
 * game's theme (hue, motif, name), so the lobby looks finished without a single copied image.
 * Deterministic: the same game always gets the same picture, which keeps it cacheable.
 */
import type { Lang } from '../../core/context';
import type { Motif } from './catalog-data';
import type { GameDef, ProviderDef } from './store';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = "'Noto Sans CJK JP','Hiragino Kaku Gothic ProN','Yu Gothic',system-ui,sans-serif";

const CATEGORY_TEXT: Record<GameDef['gameType'], { ja: string; en: string }> = {
  slots: { ja: 'スロット', en: 'SLOTS' },
  pachinko: { ja: 'パチンコ', en: 'PACHINKO' },
  'live-casino': { ja: 'ライブカジノ', en: 'LIVE CASINO' },
  fish: { ja: 'フィッシング', en: 'FISHING' },
  poker: { ja: 'ポーカー', en: 'POKER' },
  sports: { ja: 'スポーツ', en: 'SPORTS' },
};

const PACHISLOT_TEXT = { ja: 'パチスロ', en: 'PACHISLOT' };

/** A font size that fits `text` into `width` px (CJK glyphs are about 1em wide, Latin about 0.6em). */
function fitSize(text: string, width: number, max: number): number {
  const ems = [...text].reduce((s, ch) => s + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.6), 0);
  return Math.max(10, Math.min(max, Math.floor(width / Math.max(ems, 1))));
}

function motifSvg(motif: Motif, hue: number): string {
  const gold = 'url(#gold)';
  switch (motif) {
    case 'seven':
      return `<text x="240" y="205" text-anchor="middle" font-family="Georgia,serif" font-weight="900" font-size="170" fill="url(#red)" stroke="#ffe9a8" stroke-width="6" paint-order="stroke">7</text>`;
    case 'cherry':
      return `<path d="M215 110 C225 70 260 55 290 60 M255 62 C250 95 265 125 275 140" stroke="#2e7d32" stroke-width="9" fill="none" stroke-linecap="round"/>
<path d="M282 58 q30 -5 38 18 q-28 8 -38 -18z" fill="#43a047"/>
<circle cx="212" cy="160" r="42" fill="url(#red)"/><circle cx="278" cy="168" r="42" fill="url(#red)"/>
<circle cx="198" cy="145" r="11" fill="#fff" opacity=".55"/><circle cx="264" cy="153" r="11" fill="#fff" opacity=".55"/>`;
    case 'diamond':
      return `<polygon points="240,60 320,120 240,230 160,120" fill="url(#ice)" stroke="#e0f7ff" stroke-width="4"/>
<polygon points="160,120 320,120 240,230" fill="#5ec8f2" opacity=".55"/><polygon points="200,90 280,90 300,120 180,120" fill="#fff" opacity=".45"/>`;
    case 'bell':
      return `<path d="M240 62 c-48 0 -66 44 -66 90 c0 30 -14 44 -30 56 h192 c-16 -12 -30 -26 -30 -56 c0 -46 -18 -90 -66 -90z" fill="${gold}" stroke="#8a5a00" stroke-width="4"/>
<circle cx="240" cy="222" r="16" fill="${gold}" stroke="#8a5a00" stroke-width="4"/><circle cx="240" cy="54" r="10" fill="${gold}"/>
<path d="M205 120 q10 -35 35 -40" stroke="#fff" stroke-width="8" fill="none" opacity=".5" stroke-linecap="round"/>`;
    case 'star':
      return `<polygon points="240,55 266,122 338,124 281,168 302,238 240,197 178,238 199,168 142,124 214,122" fill="${gold}" stroke="#fff3c4" stroke-width="4"/>`;
    case 'crown':
      return `<path d="M150 205 l-12 -110 l58 50 l44 -80 l44 80 l58 -50 l-12 110z" fill="${gold}" stroke="#7a4b00" stroke-width="4"/>
<rect x="150" y="205" width="180" height="24" rx="6" fill="${gold}" stroke="#7a4b00" stroke-width="4"/>
<circle cx="240" cy="160" r="14" fill="#e53935"/><circle cx="190" cy="172" r="10" fill="#1e88e5"/><circle cx="290" cy="172" r="10" fill="#43a047"/>`;
    case 'sakura':
      return `<g transform="translate(240 145)">${[0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<path transform="rotate(${a})" d="M0 0 C-34 -30 -30 -78 0 -88 L8 -78 L16 -86 C34 -70 30 -28 0 0z" fill="#ffc1d9" stroke="#fff" stroke-width="3"/>`,
        )
        .join('')}<circle r="16" fill="#ff80ab"/><circle r="7" fill="#ffeb3b"/></g>`;
    case 'koi':
    case 'fish': {
      const body = motif === 'koi' ? '#ff7043' : `hsl(${(hue + 180) % 360} 80% 60%)`;
      return `<g transform="translate(240 150) rotate(-12)"><path d="M-95 0 C-60 -60 50 -60 80 0 C50 60 -60 60 -95 0z" fill="${body}" stroke="#fff" stroke-width="4"/>
<path d="M75 0 L130 -40 L118 0 L130 40z" fill="${body}" stroke="#fff" stroke-width="4"/>
<circle cx="-58" cy="-10" r="9" fill="#111"/><circle cx="-61" cy="-13" r="3" fill="#fff"/>
${motif === 'koi' ? '<path d="M-20 -38 c20 15 30 15 50 0 c-5 30 -40 35 -50 0z" fill="#fff" opacity=".9"/>' : '<path d="M-20 -40 v80 M10 -42 v84 M40 -35 v70" stroke="#fff" stroke-width="3" opacity=".5"/>'}</g>`;
    }
    case 'card':
      return `<g transform="translate(240 150)"><rect x="-95" y="-75" width="105" height="150" rx="12" fill="#fff" transform="rotate(-12)" stroke="#ccc" stroke-width="2"/>
<rect x="-15" y="-80" width="105" height="150" rx="12" fill="#fff" transform="rotate(10)" stroke="#ccc" stroke-width="2"/>
<text x="30" y="20" transform="rotate(10)" text-anchor="middle" font-family="Georgia,serif" font-size="86" fill="#111">♠</text>
<text x="-48" y="-32" transform="rotate(-12)" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="42" fill="#d32f2f">A♥</text></g>`;
    case 'chip':
      return `<g transform="translate(240 150)"><circle r="88" fill="hsl(${hue} 70% 40%)" stroke="#fff" stroke-width="6"/>
<circle r="88" fill="none" stroke="#fff" stroke-width="16" stroke-dasharray="28 18"/><circle r="56" fill="#fff"/><circle r="48" fill="hsl(${hue} 70% 40%)"/>
<text y="16" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="44" fill="#ffe082">$</text></g>`;
    case 'ball':
      return `<circle cx="240" cy="150" r="80" fill="url(#silver)" stroke="#fff" stroke-width="3"/><ellipse cx="212" cy="118" rx="26" ry="16" fill="#fff" opacity=".8"/>`;
    case 'moon':
      return `<path d="M270 62 a90 90 0 1 0 40 160 a72 72 0 1 1 -40 -160z" fill="${gold}" stroke="#fff6d0" stroke-width="3"/>
<circle cx="175" cy="85" r="4" fill="#fff"/><circle cx="330" cy="80" r="3" fill="#fff"/><circle cx="345" cy="200" r="4" fill="#fff"/>`;
    case 'fire':
      return `<path d="M240 48 C268 100 320 120 310 185 C302 228 270 245 240 245 C206 245 172 226 170 184 C168 140 200 128 206 90 C224 118 226 134 236 142 C246 110 236 80 240 48z" fill="url(#flame)" stroke="#ffe0b2" stroke-width="3"/>
<path d="M240 150 C256 176 270 188 266 210 C262 230 218 232 214 208 C212 190 232 180 240 150z" fill="#fff59d"/>`;
    case 'dragon':
      return `<circle cx="240" cy="148" r="92" fill="url(#red)" stroke="${gold}" stroke-width="10"/>
<text x="240" y="186" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="110" fill="${gold}">龍</text>`;
    case 'coin':
      return `<circle cx="240" cy="150" r="90" fill="${gold}" stroke="#8a5a00" stroke-width="6"/><circle cx="240" cy="150" r="70" fill="none" stroke="#8a5a00" stroke-width="3" stroke-dasharray="6 6"/>
<text x="240" y="186" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="100" fill="#8a5a00">福</text>`;
  }
}

export function gameArtSvg(game: GameDef, provider: ProviderDef | undefined, lang: Lang): string {
  const h = game.hue;
  const name = esc(game.name[lang]);
  const size = fitSize(game.name[lang], 440, 34);
  // The provider's name sits on the bottom line with the category, under the game's name: a card's
  // badges (top left) and favourite button (top right) never cover it.
  const kind = game.machineKind === 'pachislot' ? PACHISLOT_TEXT[lang] : CATEGORY_TEXT[game.gameType][lang];
  const foot = `${provider?.name[lang] ?? game.providerCode} · ${kind}`;
  const footSize = Math.min(14, fitSize(foot, 400, 14));
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI * 2) / 16;
    const b = a + Math.PI / 32;
    const p = (t: number) =>
      `${(240 + 420 * Math.cos(t)).toFixed(1)},${(150 + 420 * Math.sin(t)).toFixed(1)}`;
    return `<polygon points="240,150 ${p(a)} ${p(b)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360" role="img" aria-label="${name}">
<defs>
<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="hsl(${h} 85% 52%)"/><stop offset=".55" stop-color="hsl(${(h + 20) % 360} 75% 28%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 70% 10%)"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c2"/><stop offset=".45" stop-color="#ffd54f"/><stop offset="1" stop-color="#e69500"/></linearGradient>
<linearGradient id="red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6f6f"/><stop offset="1" stop-color="#b71c1c"/></linearGradient>
<linearGradient id="ice" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e1f5fe"/><stop offset="1" stop-color="#0288d1"/></linearGradient>
<linearGradient id="flame" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#d84315"/><stop offset=".6" stop-color="#ff9800"/><stop offset="1" stop-color="#ffeb3b"/></linearGradient>
<radialGradient id="silver" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#b0bec5"/><stop offset="1" stop-color="#455a64"/></radialGradient>
<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".35" stop-color="#000" stop-opacity=".65"/><stop offset="1" stop-color="#000" stop-opacity=".9"/></linearGradient>
<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>
<rect width="480" height="360" fill="url(#bg)"/>
<g fill="#fff" opacity=".07">${rays}</g>
<circle cx="240" cy="150" r="118" fill="hsl(${h} 100% 70%)" opacity=".18"/>
<g filter="url(#glow)">${motifSvg(game.motif, h)}</g>
<rect y="250" width="480" height="110" fill="url(#band)"/>
<text x="240" y="310" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${size}" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="2" paint-order="stroke">${name}</text>
<text data-part="provider" x="240" y="340" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${footSize}" fill="#ffd54f" letter-spacing="2">${esc(foot)}</text>
</svg>`;
}

export function providerLogoSvg(p: ProviderDef, lang: Lang): string {
  const name = esc(p.name[lang]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${name}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${p.hue} 80% 45%)"/><stop offset="1" stop-color="hsl(${(p.hue + 40) % 360} 70% 22%)"/></linearGradient></defs>
<rect width="240" height="80" rx="14" fill="url(#g)"/>
<circle cx="40" cy="40" r="24" fill="#fff" opacity=".15"/><text x="40" y="49" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="26" fill="#ffd54f">${esc(p.providerCode.slice(0, 1))}</text>
<text x="74" y="38" font-family="${FONT}" font-weight="800" font-size="${fitSize(p.name[lang], 150, 19)}" fill="#fff">${name}</text>
<text x="74" y="60" font-family="${FONT}" font-size="12" fill="#fff" opacity=".75">${esc(p.platformCodes.join(' · '))}</text>
</svg>`;
}
