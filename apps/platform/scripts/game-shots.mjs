/* eslint-disable no-console -- a command-line tool that reports what it did */
/* global window, document -- page.evaluate callbacks run in the browser */
// Screenshots of the reference games in headless Chromium: each game alone (after a few plays) and
// four games at once in iframes of a host page on another origin, as the multi-machine grid embeds
// them. Usage: PLATFORM_URL=http://127.0.0.1:4100 DEV_KEY=<merchant secret> node game-shots.mjs <outDir>
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

// playwright-core is a dependency of the web app (the platform does not ship a browser driver).
const require = createRequire(new URL('../../web/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const base = process.env.PLATFORM_URL;
const devKey = process.env.DEV_KEY;
const out = process.argv[2] ?? '/tmp/game-shots';
mkdirSync(out, { recursive: true });

async function dev(path, body) {
  const res = await fetch(base + '/_dev' + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-dev-key': devKey },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(path + ' ' + res.status + ' ' + (await res.text()));
  return res.json();
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const user = 'shot' + Math.random().toString(36).slice(2, 8);
const { loginName } = await dev('/players', {
  username: user,
  password: 'secret123',
  balances: { JPY: '50000' },
});
const shots = [
  { gameId: 'JPT_1001', lang: 'ja', file: 'slot-ja.png', real: true },
  { gameId: 'IPACHIN_1001', lang: 'ja', file: 'pachinko-ja.png', real: true },
  { gameId: 'KAMIKAZE_1005', lang: 'en', file: 'pachislot-en.png', real: false },
  { gameId: 'SKLIVE_1001', lang: 'ja', file: 'baccarat-ja.png', real: true },
  { gameId: 'ISLOT_1001', lang: 'en', file: 'slot-en.png', real: false },
  { gameId: 'OCEAN_1001', lang: 'ja', file: 'fish-ja.png', real: false },
  { gameId: 'RPOKER_1003', lang: 'en', file: 'poker-en.png', real: false },
  { gameId: 'FB_1001', lang: 'ja', file: 'sports-ja.png', real: true, pick: 'm2-draw' },
];
for (const s of shots) {
  const { gameUrl } = await dev('/games/launch', {
    gameId: s.gameId,
    lang: s.lang,
    ...(s.real ? { loginName, transferIn: '10000' } : {}),
  });
  const page = await browser.newPage({ viewport: { width: 1000, height: 760 } });
  page.on('console', (m) => m.type() === 'error' && console.log(s.file, 'console:', m.text()));
  page.on('pageerror', (e) => console.log(s.file, 'pageerror:', e.message));
  await page.goto(gameUrl);
  await page.getByTestId('game-spin').waitFor();
  if (s.pick) await page.getByTestId(`game-pick-${s.pick}`).click();
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('game-spin').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid=game-spin]').disabled, null, {
      timeout: 15000,
    });
  }
  if (s.gameId === 'IPACHIN_1001') {
    await page.getByTestId('game-spin').click();
    await page.waitForTimeout(1300);
  }
  await page.screenshot({ path: `${out}/${s.file}` });
  if (s.file === 'slot-ja.png') {
    await page.getByRole('button', { name: '配当表' }).click();
    await page.screenshot({ path: `${out}/paytable-ja.png` });
  }
  console.log(s.file, 'balance', await page.getByTestId('game-balance').textContent());
  await page.close();
}

// Four games at once in iframes of another origin.
const urls = [];
for (const gameId of ['JPT_1001', 'IPACHIN_1001', 'SKLIVE_1002', 'KAMIKAZE_1005']) {
  urls.push(
    (await dev('/games/launch', { gameId, lang: 'ja', loginName, transferIn: '1000', multiMode: true }))
      .gameUrl,
  );
}
const host = createServer((req, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><style>body{margin:0;background:#111;display:grid;grid-template-columns:1fr 1fr;grid-template-rows:1fr 1fr;gap:6px;height:100vh}iframe{border:0;width:100%;height:100%}</style>
${urls.map((u, i) => `<iframe id="g${i}" src="${u}" allow="autoplay"></iframe>`).join('')}
<script>window.messages=[];addEventListener('message',e=>window.messages.push(e.data));</script>`);
});
await new Promise((ok) => host.listen(0, '127.0.0.1', ok));
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
await page.goto(`http://127.0.0.1:${host.address().port}/`);
await page.waitForFunction(() => window.messages.filter((m) => m.type === 'ready').length === 4, null, {
  timeout: 15000,
});
// The host mutes all but one and focuses it, as the grid does.
await page.evaluate(() => {
  document
    .querySelectorAll('iframe')
    .forEach((f, i) =>
      f.contentWindow.postMessage(
        { source: 'casino-host', type: i === 0 ? 'focus' : 'audio', focused: true, muted: true },
        '*',
      ),
    );
});
for (let i = 0; i < 4; i++) await page.frameLocator(`#g${i}`).getByTestId('game-spin').click();
await page.waitForTimeout(2500);
await page.screenshot({ path: `${out}/grid-4.png` });
const messages = await page.evaluate(() => window.messages);
console.log('grid messages', JSON.stringify(messages.map((m) => `${m.gameId}:${m.type}`)));
await browser.close();
host.close();
