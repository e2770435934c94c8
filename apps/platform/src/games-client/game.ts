/**
 * The game page: one page = one game session held in memory (no cookie, no storage), so several games
 * can run side by side in iframes of one browser. Outcomes come from the server (POST /games/api/spin);
 * the page only draws them, with the engine's machine. The host page's messages: host.ts.
 */
import { createApi, roundId, sendWithRetries } from './api';
import type { GamePageConfig, GameSessionView, SpinAnswer, ApiRefusal } from './contract';
import { el, speakerIcon } from './dom';
import type { Engine, Machine } from './engine';
import { connectHost } from './host';
import { formatMoney } from './money';
import { refusal, roundTotal, winBanner } from './round';
import { Sound } from './sound';
import { textOf } from './text';

const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

export function startGame(cfg: GamePageConfig, engine: Engine, app: HTMLElement): void {
  const T = cfg.text;
  const host = connectHost(cfg);
  const sound = new Sound();
  let session: GameSessionView | null = null;
  let balance = '0';
  let currency = 'JPY';
  let betIndex = 2;
  let busy = false;
  let focused = true;
  let lastWin = '0';
  let machine: Machine | null = null;
  let bannerTimer: ReturnType<typeof setTimeout> | undefined;
  const api = createApi(() => session?.sessionId ?? null);
  const money = (amount: string | number) => formatMoney(amount, currency, cfg.lang);

  interface Ui {
    jackpot: HTMLElement | null;
    canvas: HTMLCanvasElement;
    banner: HTMLElement;
    balance: HTMLOutputElement;
    bet: HTMLOutputElement;
    win: HTMLOutputElement;
    spin: HTMLButtonElement;
    down: HTMLButtonElement;
    up: HTMLButtonElement;
    sound: HTMLButtonElement;
    dialog: HTMLDialogElement;
    cabinet: HTMLElement;
    controls: HTMLElement;
  }
  let ui: Ui | null = null;

  host.listen((m) => {
    if (m.type === 'audio') setMuted(m.muted, false);
    else if (m.type === 'focus') setFocused(m.focused, m.keyboard);
    else if (m.type === 'refresh-balance') refreshBalance(true);
    else host.post({ type: 'pong' });
  });

  function build(s: GameSessionView): Ui {
    app.textContent = '';
    document.documentElement.style.setProperty('--hue', String(cfg.hue));
    const marquee = el('header', { class: 'marquee' }, [
      el('div', { class: 'marquee__lights', 'aria-hidden': 'true' }),
      el('div', { class: 'marquee__title' }, [
        el('h1', { text: cfg.name }),
        el('p', {
          class: 'marquee__provider',
          text: cfg.provider + (cfg.machineKind === 'pachislot' ? ' · PACHISLOT' : ''),
        }),
      ]),
      s.demo ? el('span', { class: 'ribbon', text: T.demo }) : null,
    ]);
    const parts = {
      jackpot: cfg.jackpot ? el('div', { class: 'jackpot', 'aria-label': T.jackpot }) : null,
      canvas: el('canvas', { class: 'screen__canvas', role: 'img', 'aria-label': cfg.name }),
      banner: el('div', { class: 'banner', 'aria-live': 'assertive' }),
      balance: el('output', { class: 'meter__value', 'data-testid': 'game-balance' }),
      bet: el('output', { class: 'meter__value', 'data-testid': 'game-bet' }),
      win: el('output', { class: 'meter__value meter__value--win', 'data-testid': 'game-win' }),
      spin: el('button', {
        class: 'spin',
        type: 'button',
        'data-testid': 'game-spin',
        text: T[engine.playLabel],
        onclick: () => play(),
      }),
      down: el('button', {
        class: 'round',
        type: 'button',
        'aria-label': T.betDown,
        text: '−',
        onclick: () => changeBet(-1),
      }),
      up: el('button', {
        class: 'round',
        type: 'button',
        'aria-label': T.betUp,
        text: '+',
        onclick: () => changeBet(1),
      }),
      sound: el('button', { class: 'icon', type: 'button', onclick: () => setMuted(!sound.muted, true) }),
      dialog: el('dialog', { class: 'paytable', 'aria-label': T.paytable }),
    };
    const screen = el('section', { class: 'screen' }, [parts.canvas, parts.banner]);
    const pay = el('button', {
      class: 'icon',
      type: 'button',
      'aria-label': T.paytable,
      text: 'i',
      onclick: openPaytable,
    });
    const controls = el('footer', { class: 'controls' }, [
      el('div', { class: 'meter' }, [el('span', { class: 'meter__label', text: T.balance }), parts.balance]),
      el('div', { class: 'meter meter--bet' }, [
        parts.down,
        el('div', {}, [el('span', { class: 'meter__label', text: T.bet }), parts.bet]),
        parts.up,
      ]),
      el('div', { class: 'meter' }, [el('span', { class: 'meter__label', text: T.win }), parts.win]),
      parts.spin,
      el('div', { class: 'tools' }, [parts.sound, pay, exitButton(s)]),
    ]);
    const cabinet = el('div', { class: 'cabinet' }, [marquee, parts.jackpot, screen, controls]);
    const built: Ui = { ...parts, cabinet, controls };
    app.appendChild(cabinet);
    app.appendChild(built.dialog);
    cabinet.addEventListener('pointerdown', () => host.post({ type: 'focus-request' }));
    document.addEventListener('keydown', (e) => {
      if ((e.code === 'Space' || e.code === 'Enter') && e.target === document.body) {
        e.preventDefault();
        play();
      }
    });
    ui = built;
    setMuted(sound.muted, false);
    return built;
  }

  function render() {
    if (!ui || !session) return;
    ui.balance.textContent = money(balance);
    ui.bet.textContent = money(session.betSteps[betIndex]!);
    ui.win.textContent = money(lastWin);
    ui.down.disabled = busy || betIndex === 0;
    ui.up.disabled = busy || betIndex === session.betSteps.length - 1;
    ui.spin.disabled = busy;
  }

  function setMuted(value: boolean, fromPlayer: boolean) {
    sound.muted = value;
    if (ui) {
      ui.sound.textContent = '';
      ui.sound.appendChild(speakerIcon(sound.muted));
      ui.sound.setAttribute('aria-label', sound.muted ? T.soundOn : T.soundOff);
      ui.sound.setAttribute('aria-pressed', String(!sound.muted));
    }
    if (!sound.muted) sound.tone(880, 0.08, 'sine', 0, 0.04);
    if (fromPlayer) host.post({ type: 'audio', muted: sound.muted });
  }

  // In a frame the host decides what leaving means (it is told); a pop-up or tab goes to returnUrl.
  function exitButton(s: GameSessionView) {
    if (!host.origin && !s.returnUrl) return null;
    return el('button', {
      class: 'icon icon--exit',
      type: 'button',
      'aria-label': T.exit,
      text: '×',
      onclick: () => {
        if (host.origin) host.post({ type: 'exit' });
        else if (s.returnUrl && /^https?:/.test(s.returnUrl)) location.href = s.returnUrl;
      },
    });
  }

  // The host repeats its focus message whenever its grid changes; only a change to focused moves the
  // keyboard here, so a repeat never takes the keyboard from a field the player is typing in on the page,
  // and neither does a change while the host says its own field has the keyboard (`keyboard: false`).
  function setFocused(value: boolean, keyboard = true) {
    const gained = value && !focused;
    focused = value;
    document.body.classList.toggle('is-focused', focused);
    if (gained && keyboard && ui) ui.spin.focus({ preventScroll: true });
  }

  function changeBet(d: number) {
    if (busy || !session) return;
    betIndex = Math.max(0, Math.min(session.betSteps.length - 1, betIndex + d));
    sound.tone(440 + betIndex * 60, 0.05, 'square', 0, 0.03);
    render();
  }

  function banner(text: string, kind?: string) {
    if (!ui) return;
    const b = ui.banner;
    b.textContent = text;
    b.className = 'banner is-on' + (kind ? ' banner--' + kind : '');
    clearTimeout(bannerTimer);
    bannerTimer = setTimeout(
      () => {
        b.className = 'banner';
      },
      kind === 'error' ? 3500 : 2200,
    );
  }

  function fatal(text: string) {
    app.textContent = '';
    app.appendChild(
      el('div', { class: 'fatal' }, [
        el('div', { class: 'fatal__icon', text: '⏏', 'aria-hidden': 'true' }),
        el('p', { text }),
      ]),
    );
    host.post({ type: 'error', code: 'session', message: text });
  }

  function openPaytable() {
    if (!ui) return;
    const dialog = ui.dialog;
    dialog.textContent = '';
    const body: Node[] = [
      el('h2', { text: T.paytable }),
      ...engine.paytable(cfg.paytable, T),
      el('p', { class: 'paytable__fine', text: textOf(T, 'rtp', { rtp: cfg.rtp }) + ' · ' + T.fair }),
      el('button', {
        type: 'button',
        class: 'paytable__close',
        text: T.close,
        onclick: () => dialog.close(),
      }),
    ];
    for (const b of body) dialog.appendChild(b);
    dialog.showModal();
  }

  function refreshBalance(force?: boolean) {
    if (!session) return;
    void api<{ balance: string }>('GET', '/games/api/balance').then((r) => {
      if (r.status === 200) {
        const changed = r.data.balance !== balance;
        balance = r.data.balance;
        render();
        if (changed || force === true) host.post({ type: 'balance', balance, currency });
      } else if (r.status === 401) fatal(T.sessionLost);
    });
  }

  function play(checked?: boolean): void {
    if (busy || !session || !machine || !ui) return;
    const m = machine;
    const u = ui;
    const refused = m.prepare?.() ?? null;
    if (refused) {
      banner(T[refused], 'error');
      return;
    }
    const bet = session.betSteps[betIndex]!;
    if (Number(balance) < Number(bet)) {
      // Money may have arrived since (a transfer in after the launch): ask once before refusing.
      if (checked !== true) {
        void api<{ balance: string }>('GET', '/games/api/balance').then((r) => {
          if (r.status === 200) balance = r.data.balance;
          render();
          play(true);
        });
        return;
      }
      banner(T.insufficient, 'error');
      host.post({ type: 'error', code: 'insufficient', message: T.insufficient });
      return;
    }
    busy = true;
    lastWin = '0';
    clearTimeout(bannerTimer);
    u.banner.className = 'banner';
    render();
    const body = { roundId: roundId(), bet, ...m.choice?.() };
    const started = performance.now();
    m.start();
    sendWithRetries(() => api<SpinAnswer & ApiRefusal>('POST', '/games/api/spin', body), sleep)
      .then((r) => {
        if (r.status !== 200) {
          m.abort();
          busy = false;
          render();
          if (r.status === 401) return fatal(T.sessionLost);
          const { message, code } = refusal(r.status, r.data, T);
          banner(message, 'error');
          host.post({ type: 'error', code, message });
          return;
        }
        const res = r.data;
        balance = String(Number(balance) - Number(res.bet)); // shown while the machine runs
        render();
        const wait = Math.max(0, 650 - (performance.now() - started));
        setTimeout(() => {
          m.show(res.outcome, () => {
            balance = res.balance;
            const total = roundTotal(res);
            lastWin = String(total);
            busy = false;
            render();
            const shown = winBanner(res, T, money);
            if (shown) {
              banner(shown.text, shown.kind);
              if (shown.jingle) sound.jingle(shown.jingle === 'big');
            }
            host.post({ type: 'bet', roundId: res.roundId, amount: res.bet, win: String(total), currency });
            host.post({ type: 'balance', balance, currency });
            if (u.jackpot) loadJackpot(u.jackpot);
          });
        }, wait);
      })
      .catch(() => {
        m.abort();
        busy = false;
        render();
        banner(T.error, 'error');
      });
  }

  // The jackpot meter shows the pools of the session's currency from the public info call's data,
  // which the platform also serves here to avoid a signed call from the game page.
  function loadJackpot(meter: HTMLElement) {
    void api<{ list: { level: string; amount: string }[] }>('GET', '/games/api/jackpots').then((r) => {
      if (r.status !== 200) return;
      meter.textContent = '';
      for (const j of r.data.list) {
        meter.appendChild(
          el('div', { class: 'jackpot__pool jackpot__pool--' + j.level.toLowerCase() }, [
            el('span', { class: 'jackpot__name', text: j.level }),
            el('span', { class: 'jackpot__amount', text: money(j.amount) }),
          ]),
        );
      }
    });
  }

  // Boot: trade the launch token (from the URL fragment, never sent to a server) for a session.
  const token = /(?:^#|&)t=([A-Za-z0-9_-]+)/.exec(location.hash);
  history.replaceState(null, '', location.pathname + location.search);
  if (!token) return fatal(T.expired);
  api<GameSessionView>('POST', '/games/api/session', { token: token[1] }).then(
    (r) => {
      if (r.status !== 200) return fatal(T.expired);
      const s = r.data;
      session = s;
      currency = s.currency;
      balance = s.balance;
      betIndex = Math.max(0, s.betSteps.indexOf(s.defaultBet));
      if (s.multiMode) focused = false;
      const built = build(s);
      render();
      machine = engine.create(
        { cfg, T, canvas: built.canvas, sound, isBusy: () => busy, play: () => play() },
        cfg.paytable,
      );
      if (machine.controls) built.cabinet.insertBefore(machine.controls, built.controls);
      setFocused(focused);
      if (built.jackpot) loadJackpot(built.jackpot);
      document.body.setAttribute('data-state', 'ready');
      // The wallet can change outside the game (transfers in and out, deposits): re-read it now and then.
      setInterval(() => {
        if (!busy && !document.hidden) refreshBalance();
      }, 10000);
      host.post({ type: 'ready', demo: s.demo, muted: sound.muted, balance, currency });
    },
    () => fatal(T.error),
  );
}
