/**
 * The free spin slot. `GET /promo/free-spin/play?w=<refBonusId>[&lang=en]#t=<token>` answers a small
 * hand-off page that reads the token from the fragment (never sent to a server, so never in a request
 * line or a log), removes it from the address bar and posts it (`POST /promo/free-spin/play`, a form:
 * w, t, lang), which serves the HTML5 three-reel slot (no sound, works in an iframe); a token in the
 * query string is never accepted. `POST /promo/free-spin/spin` `{ w, t }` plays one round of that
 * wallet; the page sends an id per spin (`s`) and repeats it when an answer is lost, so a retry never
 * uses a second spin (a failed spin says so in #msg and the button comes back). The token is the
 * wallet's own secret, so the page needs no player session (as a provider's game page would not).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromUnits } from '@casino/shared/schemas/money';
import { formatMoney } from '@casino/shared/rules/format';
import { PlatformError } from '../../core/errors';
import type { PlatformState } from '../../core/state';
import { freeSpinStore, PAYTABLE, SYMBOLS, walletView } from './free-spins';

const spinBody = z.object({
  w: z.string().min(1).max(40),
  t: z.string().min(1).max(80),
  lang: z.enum(['ja', 'en']).optional(),
  /**
   * The page's id for one spin (it keeps it until an answer arrives): a retry after a lost answer
   * sends the same id and gets the same round, never a second one.
   */
  s: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

const TEXT = {
  ja: {
    title: 'フリースピン',
    spin: 'スピン',
    left: '残り',
    win: '獲得',
    total: '合計獲得',
    done: 'フリースピンは終了しました。獲得金はボーナス残高に入りました。',
    bad: 'このフリースピンは無効です',
    failed: 'スピンが届きませんでした。もう一度「スピン」を押してください（スピンは1回分だけ使われます）。',
    paytable: '配当表（3つ揃い × ベット）',
    cherry: 'チェリー1個 0.5倍 / 2個 1.5倍',
    bonus: '獲得金はボーナスとして付与（出金条件あり）',
  },
  en: {
    title: 'Free spins',
    spin: 'Spin',
    left: 'Left',
    win: 'Win',
    total: 'Total won',
    done: 'Your free spins are finished. Winnings went to your bonus balance.',
    bad: 'These free spins are not valid',
    failed: 'The spin did not get through. Press Spin again (it uses only one spin).',
    paytable: 'Pay table (three of a kind × stake)',
    cherry: 'One cherry 0.5x / two cherries 1.5x',
    bonus: 'Winnings are credited as bonus money (wagering applies)',
  },
};

const GLYPH: Record<string, { g: string; c: string }> = {
  CHERRY: { g: '♥', c: '#ff4d6d' },
  LEMON: { g: '●', c: '#ffd60a' },
  BELL: { g: '♪', c: '#f4a261' },
  STAR: { g: '★', c: '#90e0ef' },
  BAR: { g: 'BAR', c: '#e9ecef' },
  SEVEN: { g: '7', c: '#ff006e' },
};

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for an inline script: `<` escaped so a value can never close the script element. */
function js(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function page(
  lang: 'ja' | 'en',
  w: ReturnType<typeof walletView> | null,
  refBonusId: string,
  token: string,
): string {
  const t = TEXT[lang];
  const pay = SYMBOLS.map(
    (s) =>
      `<li><span class="sym" style="color:${GLYPH[s]!.c}">${esc(GLYPH[s]!.g)}</span>×3 <b>${PAYTABLE[s]}x</b></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t.title)}${w ? ' - ' + esc(w.gameName) : ''}</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,'Noto Sans JP',sans-serif;background:radial-gradient(circle at 50% 0,#5a189a,#10002b 70%);color:#fff}
main{width:min(520px,100%);padding:20px;text-align:center}h1{font-size:22px;margin:0 0 4px}p.sub{margin:0 0 16px;color:#e0aaff}
.reels{display:flex;gap:10px;justify-content:center;background:#240046;border:3px solid #ffbe0b;border-radius:16px;padding:14px}
.reel{width:30%;aspect-ratio:3/4;display:flex;align-items:center;justify-content:center;background:#fff8e7;border-radius:10px;
font-size:clamp(32px,12vw,64px);font-weight:900;transition:transform .15s;overflow:hidden}
.reel.wide{font-size:clamp(18px,6.5vw,36px);letter-spacing:-.02em}.reel.spin{animation:roll .12s linear infinite}
@keyframes roll{0%{transform:translateY(-6px)}50%{transform:translateY(6px)}100%{transform:translateY(-6px)}}
.stats{display:flex;justify-content:space-around;margin:14px 0;font-size:15px}.stats b{display:block;font-size:22px;color:#ffbe0b}
button{font-size:20px;font-weight:800;padding:12px 48px;border:0;border-radius:999px;background:#ffbe0b;color:#240046;cursor:pointer}
button:disabled{opacity:.5;cursor:default}#msg{min-height:24px;margin-top:10px;color:#caffbf}
ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(3,1fr);gap:4px;font-size:13px;margin:16px 0 4px}
.sym{font-weight:900}small{color:#c8b6ff}
</style></head><body><main>
${
  w
    ? `<h1>${esc(w.gameName)}</h1><p class="sub">${esc(t.title)} · ${esc(formatMoney(w.betAmount, w.currency))}</p>
<div class="reels" aria-live="polite"><div class="reel" id="r0">7</div><div class="reel" id="r1">7</div><div class="reel" id="r2">7</div></div>
<div class="stats"><div>${esc(t.left)}<b id="left">${w.roundNum}</b></div><div>${esc(t.win)}<b id="win">${esc(formatMoney('0', w.currency))}</b></div><div>${esc(t.total)}<b id="total">${esc(formatMoney(w.winAmount, w.currency))}</b></div></div>
<button id="spin" type="button" disabled>${esc(t.spin)}</button><div id="msg" role="status">${w.roundNum > 0 ? '' : esc(t.done)}</div>
<h2 style="font-size:14px;margin:18px 0 0">${esc(t.paytable)}</h2><ul>${pay}</ul><small>${esc(t.cherry)}<br>${esc(t.bonus)}</small>`
    : `<h1>${esc(t.bad)}</h1>`
}
</main>
<script>
const G=${js(GLYPH)};const L=${js(lang)},W=${js(refBonusId)},T=${js(token)},DONE=${js(t.done)},FAILED=${js(t.failed)};
const btn=document.getElementById('spin');
function show(i,s){const el=document.getElementById('r'+i);el.textContent=G[s].g;el.style.color=G[s].c;el.classList.toggle('wide',G[s].g.length>1);}
function spinId(){const b=new Uint8Array(16);crypto.getRandomValues(b);return Array.from(b,x=>x.toString(16).padStart(2,'0')).join('');}
let pending=null;
if(btn){['SEVEN','SEVEN','SEVEN'].forEach((s,i)=>show(i,s));btn.addEventListener('click',async()=>{
if(btn.disabled)return;btn.disabled=true;const reels=[0,1,2].map(i=>document.getElementById('r'+i));reels.forEach(r=>r.classList.add('spin'));
const msg=document.getElementById('msg');msg.textContent='';
pending=pending||spinId();let d;
try{const res=await fetch('/promo/free-spin/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({w:W,t:T,lang:L,s:pending})});
d=await res.json();if(!d||typeof d.ok!=='boolean')throw new Error('answer');}
catch(e){reels.forEach(r=>r.classList.remove('spin'));msg.textContent=FAILED;btn.disabled=false;return;}
pending=null;await new Promise(r=>setTimeout(r,400));
reels.forEach(r=>r.classList.remove('spin'));
if(!d.ok){msg.textContent=d.msg;btn.disabled=false;return;}
d.reels.forEach((s,i)=>show(i,s));document.getElementById('left').textContent=d.roundsLeft;
document.getElementById('win').textContent=d.winText;document.getElementById('total').textContent=d.totalWinText;
document.body.dataset.rounds=String(d.round);
if(d.roundsLeft>0){btn.disabled=false;}else{msg.textContent=DONE;}
});btn.disabled=!(Number(document.getElementById('left').textContent)>0);}
</script></body></html>`;
}

/** Reads `#t=` from the address, clears it, and posts the wallet id and token to the slot page. */
function handoff(lang: 'ja' | 'en', refBonusId: string): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.title)}</title></head>
<body><form id="f" method="post" action="/promo/free-spin/play"><input type="hidden" name="w" value="${esc(refBonusId)}"><input type="hidden" name="t"><input type="hidden" name="lang" value="${lang}"></form>
<main id="bad" hidden><h1>${esc(t.bad)}</h1></main>
<script>
const m=/[#&]t=([^&]*)/.exec(location.hash);const f=document.getElementById('f');
history.replaceState(null,'',location.pathname+location.search);
if(m&&f.w.value){f.t.value=decodeURIComponent(m[1]);f.submit();}else{document.getElementById('bad').hidden=false;}
</script></body></html>`;
}

export async function freeSpinRoutes(app: FastifyInstance, opts: { state: PlatformState }): Promise<void> {
  const { state } = opts;
  // The hand-off page's form (application/x-www-form-urlencoded), for this plugin's routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.get('/promo/free-spin/play', async (request, reply) => {
    const q = request.query as { w?: string; lang?: string };
    const lang = q.lang?.startsWith('en') ? 'en' : 'ja';
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
    return handoff(lang, q.w ?? '');
  });
  app.post('/promo/free-spin/play', async (request, reply) => {
    const parsed = spinBody.safeParse(request.body);
    const lang = parsed.success && parsed.data.lang ? parsed.data.lang : 'ja';
    const w = parsed.success ? freeSpinStore(state).authorize(parsed.data.w, parsed.data.t) : undefined;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
    if (!w) reply.status(404);
    return page(lang, w ? walletView(w, lang) : null, w ? w.refBonusId : '', w ? w.token : '');
  });

  app.post('/promo/free-spin/spin', async (request, reply) => {
    const parsed = spinBody.safeParse(request.body);
    const lang = parsed.success && parsed.data.lang ? parsed.data.lang : 'ja';
    const w = parsed.success ? freeSpinStore(state).authorize(parsed.data.w, parsed.data.t) : undefined;
    if (!w) return reply.status(404).send({ ok: false, code: 1404, msg: TEXT[lang].bad });
    try {
      const r = freeSpinStore(state).spin(state, w, Date.now(), parsed.success ? parsed.data.s : undefined);
      return {
        ok: true,
        round: r.round,
        /** True when this repeats the answer of a spin id already played. */
        replayed: r.replayed === true,
        reels: r.reels,
        win: fromUnits(r.win),
        roundsLeft: r.roundsLeft,
        totalWin: fromUnits(r.totalWin),
        currency: w.offer.currency,
        /** The amounts as shown, with the currency's symbol ("¥1,500.00"). */
        winText: formatMoney(r.win, w.offer.currency),
        totalWinText: formatMoney(r.totalWin, w.offer.currency),
      };
    } catch (err) {
      if (err instanceof PlatformError) return { ok: false, code: err.code, msg: err.text[lang] };
      throw err;
    }
  });
}
