/**
 * Generates the video clips (apps/platform/media/videos/<clip>.webm): each clip is a canvas animation
 * drawn from the video's title, style and hue, recorded in headless Chromium with MediaRecorder (VP8
 * WebM). Nothing is copied: run it again to regenerate.
 *   pnpm --filter @casino/platform exec tsx src/domain/video/generate-media.ts
 * Needs Debian's /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CLIP_SECONDS, VideoStore } from './store';
import { chromiumLaunchOptions } from '@casino/testkit/chromium';

const OUT = fileURLToPath(new URL('../../../media/videos/', import.meta.url));

/**
 * Runs in the page (plain browser JavaScript, kept as a string so the platform's Node typecheck has no
 * DOM): draws the animation on a canvas, records it with MediaRecorder and resolves the WebM as base64.
 */
const RECORDER = `function recordInPage(args) {
  const { title, sub, style, hue, seconds } = args;
  const W = 640;
  const H = 360;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  document.body.appendChild(canvas);
  const g = canvas.getContext('2d');
  const symbols = ['7', '★', 'BAR', '♥', '♪', '●'];
  const balls = Array.from({ length: 40 }, (_, i) => ({
    x: (i * 97) % W,
    y: -((i * 53) % H),
    v: 1 + (i % 5),
  }));
  function frame(t) {
    const grad = g.createLinearGradient(0, 0, W, H);
    grad.addColorStop(0, \`hsl(\${hue} 70% 22%)\`);
    grad.addColorStop(1, \`hsl(\${(hue + 50) % 360} 75% 10%)\`);
    g.fillStyle = grad;
    g.fillRect(0, 0, W, H);
    for (let i = 0; i < 12; i++) {
      g.fillStyle = \`hsla(\${(hue + i * 25) % 360} 90% 60% / 0.15)\`;
      g.beginPath();
      g.arc(((i * 131 + t * 40) % (W + 100)) - 50, (i * 71) % H, 30 + (i % 4) * 12, 0, Math.PI * 2);
      g.fill();
    }
    if (style === 'reels') {
      for (let r = 0; r < 3; r++) {
        const x = 150 + r * 120;
        g.fillStyle = '#fff8e7';
        g.fillRect(x - 50, 90, 100, 150);
        const stopAt = 1.5 + r * 0.8;
        const pos = t < stopAt ? t * 12 + r : Math.floor(stopAt * 12 + r);
        const sym = t < stopAt ? symbols[Math.floor(pos) % symbols.length] : '7';
        g.fillStyle = sym === '7' ? '#ff006e' : '#5a189a';
        g.font = 'bold 64px sans-serif';
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.fillText(sym, x, 165 + (t < stopAt ? ((pos % 1) - 0.5) * 40 : 0));
      }
      if (t > 4) {
        g.fillStyle = \`rgba(255,190,11,\${Math.min(1, (t - 4) * 2)})\`;
        g.font = 'bold 44px sans-serif';
        g.fillText('BIG WIN!', W / 2, 280);
      }
    } else if (style === 'balls') {
      g.fillStyle = 'rgba(255,255,255,0.1)';
      for (let row = 0; row < 6; row++)
        for (let col = 0; col < 12; col++) g.fillRect(40 + col * 50 + (row % 2) * 25, 80 + row * 40, 4, 4);
      for (const b of balls) {
        const y = (b.y + t * 60 * b.v) % (H + 20);
        g.fillStyle = '#dee2e6';
        g.beginPath();
        g.arc(b.x + Math.sin(t * 3 + b.x) * 10, y, 6, 0, Math.PI * 2);
        g.fill();
      }
      g.fillStyle = \`hsl(\${(t * 120) % 360} 90% 60%)\`;
      g.font = 'bold 52px sans-serif';
      g.textAlign = 'center';
      g.fillText(t > 3 ? 'FEVER!!' : 'READY', W / 2, 190);
    } else if (style === 'cards') {
      const cards = ['A♠', 'K♥', 'Q♦', 'J♣', '10♥'];
      cards.forEach((c, i) => {
        const appear = i * 0.8;
        if (t < appear) return;
        const k = Math.min(1, (t - appear) * 2);
        const x = 90 + i * 115;
        g.fillStyle = '#fff';
        g.fillRect(x - 45, 230 - 140 * k, 90, 130);
        g.fillStyle = c.includes('♥') || c.includes('♦') ? '#d00000' : '#111';
        g.font = 'bold 36px sans-serif';
        g.textAlign = 'center';
        g.fillText(c, x, 230 - 140 * k + 70);
      });
    } else {
      for (let i = 0; i < 30; i++) {
        const x = (i * 211) % W;
        const y = ((t * (80 + (i % 7) * 20) + i * 37) % (H + 40)) - 20;
        g.fillStyle = '#ffd60a';
        g.beginPath();
        g.ellipse(x, y, 12 * Math.abs(Math.cos(t * 4 + i)) + 2, 12, 0, 0, Math.PI * 2);
        g.fill();
      }
      g.fillStyle = '#fff';
      g.font = 'bold 56px sans-serif';
      g.textAlign = 'center';
      g.fillText('JACKPOT', W / 2, 190);
    }
    g.fillStyle = 'rgba(0,0,0,0.55)';
    g.fillRect(0, H - 70, W, 70);
    g.fillStyle = '#fff';
    g.textAlign = 'left';
    g.textBaseline = 'alphabetic';
    g.font = "bold 24px 'Noto Sans CJK JP', 'Noto Serif CJK JP', sans-serif";
    g.fillText(title, 20, H - 40);
    g.font = "16px 'Noto Sans CJK JP', 'Noto Serif CJK JP', sans-serif";
    g.fillStyle = '#ddd';
    g.fillText(sub, 20, H - 16);
    g.fillStyle = \`hsl(\${hue} 90% 60%)\`;
    g.fillRect(0, H - 4, (W * t) / seconds, 4);
  }
  const stream = canvas.captureStream(30);
  const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 350_000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  return new Promise((resolve) => {
    rec.onstop = async () => {
      const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let bin = '';
      for (let i = 0; i < buf.length; i += 0x8000) bin += String.fromCharCode(...buf.subarray(i, i + 0x8000));
      resolve(btoa(bin));
    };
    const start = performance.now();
    rec.start(250);
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      frame(Math.min(t, seconds));
      if (t < seconds) requestAnimationFrame(tick);
      else rec.stop();
    };
    tick();
  });
}`;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    for (const v of new VideoStore().videos) {
      await page.setContent('<!doctype html><html><body style="margin:0;background:#000"></body></html>');
      const args = { title: v.title.ja, sub: v.title.en, style: v.style, hue: v.hue, seconds: CLIP_SECONDS };
      const b64 = (await page.evaluate(`(${RECORDER})(${JSON.stringify(args)})`)) as string;
      const bytes = Buffer.from(b64, 'base64');
      writeFileSync(`${OUT}${v.clip}.webm`, bytes);
      process.stdout.write(`${v.clip}.webm ${bytes.length} bytes\n`);
    }
  } finally {
    await browser.close();
  }
}

await main();
