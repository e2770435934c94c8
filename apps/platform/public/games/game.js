// The reference platform's HTML5 games: a 5-reel video slot, a 3-reel pachislot and a pachinko
// machine. Outcomes come from the server (POST /games/api/spin); this page only draws them.
// One page = one game session held in memory (no cookie, no storage), so several games can run side
// by side in iframes of one browser. The host page talks to the game with window.postMessage; the
// messages are documented in docs/upstream-protocol.md ("Game pages").
(function () {
  'use strict';

  var HOST = 'casino-host';
  var GAME = 'casino-game';
  var cfg = JSON.parse(document.getElementById('game-config').textContent);
  var T = cfg.text;
  var app = document.getElementById('app');

  var session = null;
  var balance = 0;
  var currency = 'JPY';
  var betIndex = 2;
  var busy = false;
  var muted = true;
  var focused = true;
  var lastWin = '0';
  var side = 'banker';
  var pick = null;
  var aim = null;

  function t(key, vars) {
    var s = T[key] || key;
    if (vars)
      Object.keys(vars).forEach(function (k) {
        s = s.split('{{' + k + '}}').join(String(vars[k]));
      });
    return s;
  }

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    if (attrs)
      Object.keys(attrs).forEach(function (k) {
        if (k === 'text') e.textContent = attrs[k];
        else if (k.slice(0, 2) === 'on') e.addEventListener(k.slice(2), attrs[k]);
        else e.setAttribute(k, attrs[k]);
      });
    (children || []).forEach(function (c) {
      if (c) e.appendChild(c);
    });
    return e;
  }

  // ---- money: decimal strings <-> bigint-free integer arithmetic on 1e-8 units held as strings ----
  var DECIMALS = { JPY: 0, USD: 2, USDT: 2, USDC: 2, DAI: 2 };
  function fmt(amount) {
    var n = Number(amount);
    var d = DECIMALS[currency];
    if (d === undefined) d = n !== 0 && Math.abs(n) < 1 ? 6 : 4;
    return n.toLocaleString(cfg.lang === 'ja' ? 'ja-JP' : 'en-US', {
      minimumFractionDigits: d,
      maximumFractionDigits: d,
    });
  }
  var SYMBOL = { JPY: '¥', USD: '$', USDT: '₮', USDC: 'USDC ', BTC: '₿', ETH: 'Ξ' };
  function money(amount) {
    return (SYMBOL[currency] || currency + ' ') + fmt(amount);
  }

  // ---- host messages ----
  function originAllowed(origin) {
    if (!origin || origin === 'null') return false;
    return cfg.frameAncestors.some(function (src) {
      if (src === "'self'") return origin === location.origin;
      if (src.indexOf("'") === 0) return false;
      var re = '^' + src.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*') + '$';
      return new RegExp(re).test(origin);
    });
  }
  var parentOrigin = (function () {
    if (window.parent === window) return null;
    var o = null;
    if (location.ancestorOrigins && location.ancestorOrigins.length) o = location.ancestorOrigins[0];
    else if (document.referrer) {
      try {
        o = new URL(document.referrer).origin;
      } catch (e) {
        o = null;
      }
    }
    return originAllowed(o) ? o : null;
  })();
  function post(msg) {
    if (!parentOrigin) return;
    msg.source = GAME;
    msg.gameId = cfg.gameId;
    msg.platformCode = cfg.platformCode;
    window.parent.postMessage(msg, parentOrigin);
  }
  window.addEventListener('message', function (ev) {
    if (ev.source !== window.parent || !originAllowed(ev.origin)) return;
    var m = ev.data;
    if (!m || m.source !== HOST) return;
    if (m.type === 'audio') setMuted(Boolean(m.muted), false);
    else if (m.type === 'focus') setFocused(Boolean(m.focused));
    else if (m.type === 'refresh-balance') refreshBalance(true);
    else if (m.type === 'ping') post({ type: 'pong' });
  });

  // ---- sound: synthesised with WebAudio, off until the player or the host turns it on ----
  var audio = null;
  function tone(freq, dur, type, delay, vol) {
    if (muted) return;
    try {
      if (!audio) audio = new (window.AudioContext || window.webkitAudioContext)();
      if (audio.state === 'suspended') audio.resume();
      var o = audio.createOscillator();
      var g = audio.createGain();
      var start = audio.currentTime + (delay || 0);
      o.type = type || 'square';
      o.frequency.setValueAtTime(freq, start);
      g.gain.setValueAtTime(vol || 0.05, start);
      g.gain.exponentialRampToValueAtTime(0.0001, start + dur);
      o.connect(g).connect(audio.destination);
      o.start(start);
      o.stop(start + dur + 0.02);
    } catch (e) {
      /* no audio device: play silently */
    }
  }
  function jingle(big) {
    var notes = big ? [523, 659, 784, 1047, 784, 1047, 1319] : [659, 784, 988];
    notes.forEach(function (f, i) {
      tone(f, 0.16, 'triangle', i * 0.11, 0.08);
    });
  }

  // ---- layout ----
  var ui = {};
  function build() {
    app.textContent = '';
    document.documentElement.style.setProperty('--hue', String(cfg.hue));
    var marquee = el('header', { class: 'marquee' }, [
      el('div', { class: 'marquee__lights', 'aria-hidden': 'true' }),
      el('div', { class: 'marquee__title' }, [
        el('h1', { text: cfg.name }),
        el('p', {
          class: 'marquee__provider',
          text: cfg.provider + (cfg.machineKind === 'pachislot' ? ' · PACHISLOT' : ''),
        }),
      ]),
      session.demo ? el('span', { class: 'ribbon', text: T.demo }) : null,
    ]);
    ui.jackpot = cfg.jackpot ? el('div', { class: 'jackpot', 'aria-label': T.jackpot }) : null;
    ui.canvas = el('canvas', { class: 'screen__canvas', role: 'img', 'aria-label': cfg.name });
    ui.banner = el('div', { class: 'banner', 'aria-live': 'assertive' });
    var screen = el('section', { class: 'screen' }, [ui.canvas, ui.banner]);
    ui.balance = el('output', { class: 'meter__value', 'data-testid': 'game-balance' });
    ui.bet = el('output', { class: 'meter__value', 'data-testid': 'game-bet' });
    ui.win = el('output', { class: 'meter__value meter__value--win', 'data-testid': 'game-win' });
    ui.spin = el('button', {
      class: 'spin',
      type: 'button',
      'data-testid': 'game-spin',
      text:
        cfg.engine === 'pachinko'
          ? T.fire
          : cfg.engine === 'fish'
            ? T.shoot
            : cfg.engine === 'baccarat' || cfg.engine === 'poker'
              ? T.deal
              : cfg.engine === 'sports'
                ? T.placeBet
                : T.spin,
      onclick: play,
    });
    ui.down = el('button', {
      class: 'round',
      type: 'button',
      'aria-label': T.betDown,
      text: '−',
      onclick: function () {
        changeBet(-1);
      },
    });
    ui.up = el('button', {
      class: 'round',
      type: 'button',
      'aria-label': T.betUp,
      text: '+',
      onclick: function () {
        changeBet(1);
      },
    });
    ui.sound = el('button', {
      class: 'icon',
      type: 'button',
      onclick: function () {
        setMuted(!muted, true);
      },
    });
    ui.pay = el('button', {
      class: 'icon',
      type: 'button',
      'aria-label': T.paytable,
      text: 'i',
      onclick: openPaytable,
    });
    var controls = el('footer', { class: 'controls' }, [
      el('div', { class: 'meter' }, [el('span', { class: 'meter__label', text: T.balance }), ui.balance]),
      el('div', { class: 'meter meter--bet' }, [
        ui.down,
        el('div', {}, [el('span', { class: 'meter__label', text: T.bet }), ui.bet]),
        ui.up,
      ]),
      el('div', { class: 'meter' }, [el('span', { class: 'meter__label', text: T.win }), ui.win]),
      ui.spin,
      el('div', { class: 'tools' }, [ui.sound, ui.pay, exitButton()]),
    ]);
    var sides = null;
    if (cfg.engine === 'baccarat') {
      ui.sides = {};
      sides = el('div', { class: 'sides', role: 'group', 'aria-label': T.side });
      cfg.paytable.sides.forEach(function (sd) {
        var b = el(
          'button',
          {
            type: 'button',
            class: 'side side--' + sd,
            'aria-pressed': String(sd === side),
            'data-testid': 'game-side-' + sd,
            onclick: function () {
              if (busy) return;
              side = sd;
              Object.keys(ui.sides).forEach(function (k) {
                ui.sides[k].setAttribute('aria-pressed', String(k === side));
              });
              tone(600, 0.05, 'sine', 0, 0.04);
            },
          },
          [
            el('span', { class: 'side__name', text: T[sd] }),
            el('span', { class: 'side__pay', text: '×' + (cfg.paytable.returns[sd] / 100).toFixed(2) }),
          ],
        );
        ui.sides[sd] = b;
        sides.appendChild(b);
      });
    }
    ui.dialog = el('dialog', { class: 'paytable', 'aria-label': T.paytable });
    var cabinet = el('div', { class: 'cabinet' }, [marquee, ui.jackpot, screen, sides, controls]);
    app.appendChild(cabinet);
    app.appendChild(ui.dialog);
    cabinet.addEventListener('pointerdown', function () {
      post({ type: 'focus-request' });
    });
    document.addEventListener('keydown', function (e) {
      if ((e.code === 'Space' || e.code === 'Enter') && e.target === document.body) {
        e.preventDefault();
        play();
      }
    });
    setMuted(muted, false);
    render();
  }

  function render() {
    ui.balance.textContent = money(balance);
    ui.bet.textContent = money(session.betSteps[betIndex]);
    ui.win.textContent = money(lastWin);
    ui.down.disabled = busy || betIndex === 0;
    ui.up.disabled = busy || betIndex === session.betSteps.length - 1;
    ui.spin.disabled = busy;
  }

  function setMuted(value, fromPlayer) {
    muted = value;
    if (ui.sound) {
      ui.sound.textContent = '';
      ui.sound.appendChild(speakerIcon(muted));
      ui.sound.setAttribute('aria-label', muted ? T.soundOn : T.soundOff);
      ui.sound.setAttribute('aria-pressed', String(!muted));
    }
    if (!muted) tone(880, 0.08, 'sine', 0, 0.04);
    if (fromPlayer) post({ type: 'audio', muted: muted });
  }

  // In a frame the host decides what leaving means (it is told); a pop-up or tab goes to returnUrl.
  function exitButton() {
    if (!parentOrigin && !session.returnUrl) return null;
    return el('button', {
      class: 'icon icon--exit',
      type: 'button',
      'aria-label': T.exit,
      text: '×',
      onclick: function () {
        if (parentOrigin) post({ type: 'exit' });
        else if (/^https?:/.test(session.returnUrl)) location.href = session.returnUrl;
      },
    });
  }

  function speakerIcon(off) {
    var NS = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    var d = [
      'M3 9h4l5-4v14l-5-4H3z',
      off ? 'M16 9l5 6M21 9l-5 6' : 'M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
    ];
    d.forEach(function (path, i) {
      var p = document.createElementNS(NS, 'path');
      p.setAttribute('d', path);
      p.setAttribute('fill', i === 0 ? 'currentColor' : 'none');
      p.setAttribute('stroke', 'currentColor');
      p.setAttribute('stroke-width', i === 0 ? '1' : '2');
      p.setAttribute('stroke-linecap', 'round');
      svg.appendChild(p);
    });
    return svg;
  }

  function setFocused(value) {
    focused = value;
    document.body.classList.toggle('is-focused', focused);
    if (focused && ui.spin) ui.spin.focus({ preventScroll: true });
  }

  function changeBet(d) {
    if (busy) return;
    betIndex = Math.max(0, Math.min(session.betSteps.length - 1, betIndex + d));
    tone(440 + betIndex * 60, 0.05, 'square', 0, 0.03);
    render();
  }

  function banner(text, kind) {
    ui.banner.textContent = text;
    ui.banner.className = 'banner is-on' + (kind ? ' banner--' + kind : '');
    clearTimeout(banner.timer);
    banner.timer = setTimeout(
      function () {
        ui.banner.className = 'banner';
      },
      kind === 'error' ? 3500 : 2200,
    );
  }

  function fatal(text) {
    app.textContent = '';
    app.appendChild(
      el('div', { class: 'fatal' }, [
        el('div', { class: 'fatal__icon', text: '⏏', 'aria-hidden': 'true' }),
        el('p', { text: text }),
      ]),
    );
    post({ type: 'error', code: 'session', message: text });
  }

  // ---- paytable ----
  function symbolCanvas(id) {
    var c = document.createElement('canvas');
    c.width = 64;
    c.height = 64;
    c.className = 'paytable__sym';
    drawSymbol(c.getContext('2d'), id, 32, 32, 56);
    return c;
  }
  function openPaytable() {
    var p = cfg.paytable;
    ui.dialog.textContent = '';
    var body = [el('h2', { text: T.paytable })];
    if (p.kind === 'fish') {
      body.push(el('p', { text: T.fishRule }));
      var ftb = el('tbody');
      p.fish.forEach(function (f) {
        var c = document.createElement('canvas');
        c.width = 72;
        c.height = 40;
        c.className = 'paytable__fish';
        drawFish(c.getContext('2d'), f.id, 36, 20, 15, 1, 0);
        ftb.appendChild(
          el('tr', {}, [
            el('td', {}, [c]),
            el('td', { text: T.fishNames[f.id] }),
            el('td', { text: '×' + f.multiplier }),
            el('td', { text: (p.rtpBp / 100 / f.multiplier).toFixed(2) + '%' }),
          ]),
        );
      });
      body.push(
        el('table', {}, [
          el('thead', {}, [
            el('tr', {}, [el('th'), el('th'), el('th', { text: '×' }), el('th', { text: T.catchChance })]),
          ]),
          ftb,
        ]),
      );
    } else if (p.kind === 'poker') {
      body.push(el('p', { text: T.pokerRule }));
      var ptb = el('tbody');
      Object.keys(p.bonus).forEach(function (k) {
        ptb.appendChild(
          el('tr', {}, [el('td', { text: T.hands[k] }), el('td', { text: '+' + p.bonus[k] + '×' })]),
        );
      });
      body.push(
        el('table', {}, [
          el('thead', {}, [el('tr', {}, [el('th', { text: T.anteBonus }), el('th', { text: '' })])]),
          ptb,
        ]),
      );
    } else if (p.kind === 'sports') {
      body.push(el('p', { text: T.virtual }));
      body.push(el('p', { text: T.sportsRule }));
    } else if (p.kind === 'baccarat') {
      body.push(el('p', { text: T.baccaratRule }));
      var bt = el('table', {});
      bt.appendChild(
        el('thead', {}, [el('tr', {}, [el('th', { text: T.side }), el('th', { text: T.pays })])]),
      );
      var btb = el('tbody');
      p.sides.forEach(function (sd) {
        btb.appendChild(
          el('tr', {}, [
            el('td', { text: T[sd] }),
            el('td', { text: '×' + (p.returns[sd] / 100).toFixed(2) }),
          ]),
        );
      });
      bt.appendChild(btb);
      body.push(bt);
    } else if (p.kind === 'pachinko') {
      body.push(el('p', { text: t('pachinkoRule', { n: p.ballsPerBet }) }));
      var names = { out: T.pocketOut, return: T.pocketReturn, double: T.pocketDouble, start: T.pocketStart };
      var ul = el('ul', { class: 'paytable__pockets' });
      p.pockets.forEach(function (k) {
        ul.appendChild(el('li', { class: 'pocket--' + k.id, text: names[k.id] }));
      });
      body.push(ul);
      body.push(
        el('p', {
          class: 'paytable__hl',
          text: t('lotteryRule', { odds: p.lottery.odds, mult: p.lottery.jackpotMultiplier }),
        }),
      );
    } else {
      body.push(el('p', { text: t('lines', { n: p.lines.length }) + ' ' + T.paysLineBet }));
      var table = el('table', {});
      var counts = p.kind === 'reels3' ? [3] : [2, 3, 4, 5];
      var head = el(
        'tr',
        {},
        [el('th', { text: '' })].concat(
          counts.map(function (n) {
            return el('th', { text: t('ofAKind', { n: n }) });
          }),
        ),
      );
      table.appendChild(el('thead', {}, [head]));
      var tb = el('tbody');
      p.symbols
        .slice()
        .reverse()
        .forEach(function (s) {
          tb.appendChild(
            el(
              'tr',
              {},
              [el('td', {}, [symbolCanvas(s.id)])].concat(
                counts.map(function (n) {
                  return el('td', { text: s.pays[n] ? '×' + s.pays[n] : '—' });
                }),
              ),
            ),
          );
        });
      table.appendChild(tb);
      body.push(table);
    }
    body.push(el('p', { class: 'paytable__fine', text: t('rtp', { rtp: cfg.rtp }) + ' · ' + T.fair }));
    body.push(
      el('button', {
        type: 'button',
        class: 'paytable__close',
        text: T.close,
        onclick: function () {
          ui.dialog.close();
        },
      }),
    );
    body.forEach(function (b) {
      ui.dialog.appendChild(b);
    });
    ui.dialog.showModal();
  }

  // ---- server calls ----
  function api(method, path, body) {
    return fetch(path, {
      method: method,
      headers: Object.assign(
        { 'content-type': 'application/json' },
        session ? { 'x-game-session': session.sessionId } : {},
      ),
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
      cache: 'no-store',
    }).then(function (res) {
      return res
        .json()
        .catch(function () {
          return {};
        })
        .then(function (data) {
          return { status: res.status, data: data };
        });
    });
  }
  function refreshBalance(force) {
    if (!session) return;
    api('GET', '/games/api/balance').then(function (r) {
      if (r.status === 200) {
        var changed = r.data.balance !== balance;
        balance = r.data.balance;
        render();
        if (changed || force === true) post({ type: 'balance', balance: balance, currency: currency });
      } else if (r.status === 401) fatal(T.sessionLost);
    });
  }
  function roundId() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return Array.prototype.map
      .call(b, function (x) {
        return ('0' + x.toString(16)).slice(-2);
      })
      .join('');
  }

  function play(checked) {
    if (busy || !session) return;
    if (cfg.engine === 'fish' && machine && machine.aim) machine.aim();
    if (cfg.engine === 'sports' && !pick) {
      banner(T.pickPrompt, 'error');
      return;
    }
    var bet = session.betSteps[betIndex];
    if (Number(balance) < Number(bet)) {
      // Money may have arrived since (a transfer in after the launch): ask once before refusing.
      if (checked !== true) {
        return api('GET', '/games/api/balance').then(function (r) {
          if (r.status === 200) balance = r.data.balance;
          render();
          play(true);
        });
      }
      banner(T.insufficient, 'error');
      post({ type: 'error', code: 'insufficient', message: T.insufficient });
      return;
    }
    busy = true;
    lastWin = '0';
    clearTimeout(banner.timer);
    ui.banner.className = 'banner';
    render();
    var id = roundId();
    var started = performance.now();
    machine.start();
    var attempt = function (n) {
      return api(
        'POST',
        '/games/api/spin',
        cfg.engine === 'baccarat'
          ? { roundId: id, bet: bet, side: side }
          : cfg.engine === 'sports'
            ? { roundId: id, bet: bet, pick: pick }
            : cfg.engine === 'fish'
              ? { roundId: id, bet: bet, target: aim }
              : { roundId: id, bet: bet },
      ).then(
        function (r) {
          // A lost answer is retried with the same round id: the server settles a round only once.
          if (r.status >= 500 && n < 3)
            return new Promise(function (ok) {
              setTimeout(ok, 400 * (n + 1));
            }).then(function () {
              return attempt(n + 1);
            });
          return r;
        },
        function () {
          if (n < 3)
            return new Promise(function (ok) {
              setTimeout(ok, 400 * (n + 1));
            }).then(function () {
              return attempt(n + 1);
            });
          throw new Error('network');
        },
      );
    };
    attempt(0)
      .then(function (r) {
        if (r.status !== 200) {
          machine.abort();
          busy = false;
          render();
          if (r.status === 401) return fatal(T.sessionLost);
          var msg = r.status === 402 ? T.insufficient : r.data.msg || T.error;
          banner(msg, 'error');
          post({ type: 'error', code: r.data.code || r.status, message: msg });
          return;
        }
        var res = r.data;
        balance = String(Number(balance) - Number(res.bet)); // shown while the machine runs
        render();
        var wait = Math.max(0, 650 - (performance.now() - started));
        setTimeout(function () {
          machine.show(res.outcome, function () {
            balance = res.balance;
            var total = Number(res.win) + Number(res.jackpotWin);
            lastWin = String(total);
            busy = false;
            render();
            if (Number(res.jackpotWin) > 0) {
              banner(T.jackpot + ' ' + money(res.jackpotWin), 'jackpot');
              jingle(true);
            } else if (total >= Number(res.bet) * 10) {
              banner(T.bigWin + ' ' + money(total), 'big');
              jingle(true);
            } else if (total > 0 && res.outcome && res.outcome.returnPct === 100) {
              banner(T.push, 'win');
            } else if (total > 0) {
              banner(money(total), 'win');
              jingle(false);
            }
            post({
              type: 'bet',
              roundId: res.roundId,
              amount: res.bet,
              win: String(total),
              currency: currency,
            });
            post({ type: 'balance', balance: balance, currency: currency });
            if (ui.jackpot) loadJackpot();
          });
        }, wait);
      })
      .catch(function () {
        machine.abort();
        busy = false;
        render();
        banner(T.error, 'error');
      });
  }

  function loadJackpot() {
    // The jackpot meter shows the pools of the session's currency from the public info call's data,
    // which the platform also serves here to avoid a signed call from the game page.
    api('GET', '/games/api/jackpots').then(function (r) {
      if (r.status !== 200 || !ui.jackpot) return;
      ui.jackpot.textContent = '';
      r.data.list.forEach(function (j) {
        ui.jackpot.appendChild(
          el('div', { class: 'jackpot__pool jackpot__pool--' + j.level.toLowerCase() }, [
            el('span', { class: 'jackpot__name', text: j.level }),
            el('span', { class: 'jackpot__amount', text: money(j.amount) }),
          ]),
        );
      });
    });
  }

  // ---- drawing helpers ----
  function roundRect(ctx, x, y, w, h, r) {
    ctx.beginPath();
    ctx.moveTo(x + r, y);
    ctx.arcTo(x + w, y, x + w, y + h, r);
    ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r);
    ctx.arcTo(x, y, x + w, y, r);
    ctx.closePath();
  }
  function gold(ctx, y0, y1) {
    var g = ctx.createLinearGradient(0, y0, 0, y1);
    g.addColorStop(0, '#fff6c2');
    g.addColorStop(0.45, '#ffd54f');
    g.addColorStop(1, '#e69500');
    return g;
  }
  function drawSymbol(ctx, id, x, y, s) {
    ctx.save();
    ctx.translate(x, y);
    var k = s / 100;
    ctx.scale(k, k);
    ctx.lineJoin = 'round';
    switch (id) {
      case 'seven': {
        ctx.font = '900 96px Georgia, serif';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.lineWidth = 8;
        ctx.strokeStyle = '#5d0000';
        ctx.strokeText('7', 0, 4);
        var r = ctx.createLinearGradient(0, -40, 0, 40);
        r.addColorStop(0, '#ff8a80');
        r.addColorStop(1, '#c62828');
        ctx.fillStyle = r;
        ctx.fillText('7', 0, 4);
        break;
      }
      case 'bar': {
        roundRect(ctx, -44, -24, 88, 48, 8);
        ctx.fillStyle = '#111';
        ctx.fill();
        ctx.lineWidth = 4;
        ctx.strokeStyle = gold(ctx, -24, 24);
        ctx.stroke();
        ctx.font = '900 34px Arial Black, Arial, sans-serif';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = gold(ctx, -16, 16);
        ctx.fillText('BAR', 0, 2);
        break;
      }
      case 'cherry': {
        ctx.strokeStyle = '#2e7d32';
        ctx.lineWidth = 5;
        ctx.lineCap = 'round';
        ctx.beginPath();
        ctx.moveTo(-18, 14);
        ctx.quadraticCurveTo(-6, -30, 18, -38);
        ctx.moveTo(20, 18);
        ctx.quadraticCurveTo(14, -12, 18, -38);
        ctx.stroke();
        ctx.fillStyle = '#43a047';
        ctx.beginPath();
        ctx.ellipse(28, -38, 14, 6, -0.4, 0, Math.PI * 2);
        ctx.fill();
        [
          [-20, 20],
          [20, 24],
        ].forEach(function (p) {
          var g = ctx.createRadialGradient(p[0] - 6, p[1] - 6, 2, p[0], p[1], 22);
          g.addColorStop(0, '#ff8a80');
          g.addColorStop(1, '#b71c1c');
          ctx.fillStyle = g;
          ctx.beginPath();
          ctx.arc(p[0], p[1], 20, 0, Math.PI * 2);
          ctx.fill();
        });
        break;
      }
      case 'lemon': {
        var lg = ctx.createRadialGradient(-10, -10, 4, 0, 0, 40);
        lg.addColorStop(0, '#fff9c4');
        lg.addColorStop(1, '#fbc02d');
        ctx.fillStyle = lg;
        ctx.beginPath();
        ctx.ellipse(0, 0, 40, 30, -0.3, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#f57f17';
        ctx.lineWidth = 3;
        ctx.stroke();
        break;
      }
      case 'plum': {
        var pg = ctx.createRadialGradient(-10, -12, 4, 0, 0, 38);
        pg.addColorStop(0, '#ce93d8');
        pg.addColorStop(1, '#4a148c');
        ctx.fillStyle = pg;
        ctx.beginPath();
        ctx.arc(0, 4, 34, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#66bb6a';
        ctx.beginPath();
        ctx.ellipse(10, -32, 12, 5, -0.5, 0, Math.PI * 2);
        ctx.fill();
        break;
      }
      case 'bell': {
        ctx.fillStyle = gold(ctx, -40, 40);
        ctx.strokeStyle = '#8a5a00';
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.moveTo(0, -40);
        ctx.bezierCurveTo(-30, -40, -32, -6, -32, 12);
        ctx.quadraticCurveTo(-34, 26, -42, 30);
        ctx.lineTo(42, 30);
        ctx.quadraticCurveTo(34, 26, 32, 12);
        ctx.bezierCurveTo(32, -6, 30, -40, 0, -40);
        ctx.fill();
        ctx.stroke();
        ctx.beginPath();
        ctx.arc(0, 36, 8, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
        break;
      }
      case 'diamond': {
        var dg = ctx.createLinearGradient(-40, -40, 40, 40);
        dg.addColorStop(0, '#e1f5fe');
        dg.addColorStop(1, '#0288d1');
        ctx.fillStyle = dg;
        ctx.strokeStyle = '#e0f7ff';
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.moveTo(-42, -12);
        ctx.lineTo(-22, -36);
        ctx.lineTo(22, -36);
        ctx.lineTo(42, -12);
        ctx.lineTo(0, 42);
        ctx.closePath();
        ctx.fill();
        ctx.stroke();
        ctx.fillStyle = 'rgba(255,255,255,.45)';
        ctx.beginPath();
        ctx.moveTo(-22, -36);
        ctx.lineTo(0, -12);
        ctx.lineTo(22, -36);
        ctx.closePath();
        ctx.fill();
        break;
      }
      case 'replay': {
        ctx.fillStyle = '#1565c0';
        roundRect(ctx, -42, -26, 84, 52, 10);
        ctx.fill();
        ctx.strokeStyle = '#90caf9';
        ctx.lineWidth = 3;
        ctx.stroke();
        ctx.font = '900 19px Arial, sans-serif';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = '#fff';
        ctx.fillText('REPLAY', 0, 2);
        break;
      }
      case 'melon': {
        ctx.fillStyle = '#2e7d32';
        ctx.beginPath();
        ctx.arc(0, 0, 38, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#a5d6a7';
        ctx.lineWidth = 5;
        for (var i = -2; i <= 2; i++) {
          ctx.beginPath();
          ctx.ellipse(0, 0, Math.abs(i) * 9 + 3, 36, 0, 0, Math.PI * 2);
          ctx.stroke();
        }
        break;
      }
    }
    ctx.restore();
  }

  function fitCanvas(canvas, w, h) {
    var dpr = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = w * dpr;
    canvas.height = h * dpr;
    var ctx = canvas.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    return ctx;
  }

  // ---- reels (video slot and pachislot) ----
  function reelMachine() {
    var p = cfg.paytable;
    var cellW = p.reels === 5 ? 120 : 150;
    var cellH = 104;
    var W = cellW * p.reels,
      H = cellH * p.rows;
    var ctx = fitCanvas(ui.canvas, W, H);
    var ids = p.symbols.map(function (s) {
      return s.id;
    });
    var rand = function () {
      return ids[Math.floor(Math.random() * ids.length)];
    };
    var grid = [];
    for (var r = 0; r < p.reels; r++) {
      grid.push([]);
      for (var k = 0; k < p.rows; k++) grid[r].push(rand());
    }
    var spinning = [],
      offsets = [],
      strips = [],
      raf = 0,
      wins = [],
      flash = 0;
    var LINE_COLORS = [
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

    function draw() {
      ctx.clearRect(0, 0, W, H);
      for (var r = 0; r < p.reels; r++) {
        var x = r * cellW;
        var bg = ctx.createLinearGradient(0, 0, 0, H);
        bg.addColorStop(0, '#d7d7d7');
        bg.addColorStop(0.12, '#ffffff');
        bg.addColorStop(0.88, '#ffffff');
        bg.addColorStop(1, '#cfcfcf');
        ctx.fillStyle = bg;
        ctx.fillRect(x + 3, 0, cellW - 6, H);
        ctx.save();
        ctx.beginPath();
        ctx.rect(x + 3, 0, cellW - 6, H);
        ctx.clip();
        if (spinning[r]) {
          var off = offsets[r] % cellH;
          var base = Math.floor(offsets[r] / cellH);
          for (var k = -1; k <= p.rows; k++) {
            var id = strips[r][(((base - k) % strips[r].length) + strips[r].length) % strips[r].length];
            ctx.globalAlpha = 0.85;
            drawSymbol(ctx, id, x + cellW / 2, k * cellH + off + cellH / 2, 78);
          }
          ctx.globalAlpha = 1;
        } else {
          for (var j = 0; j < p.rows; j++)
            drawSymbol(ctx, grid[r][j], x + cellW / 2, j * cellH + cellH / 2, 80);
        }
        ctx.restore();
        ctx.fillStyle = 'rgba(0,0,0,.35)';
        ctx.fillRect(x, 0, 3, H);
        ctx.fillRect(x + cellW - 3, 0, 3, H);
      }
      var shade = ctx.createLinearGradient(0, 0, 0, H);
      shade.addColorStop(0, 'rgba(0,0,0,.28)');
      shade.addColorStop(0.2, 'rgba(0,0,0,0)');
      shade.addColorStop(0.8, 'rgba(0,0,0,0)');
      shade.addColorStop(1, 'rgba(0,0,0,.28)');
      ctx.fillStyle = shade;
      ctx.fillRect(0, 0, W, H);
      if (wins.length && flash % 2 === 0) {
        wins.forEach(function (w) {
          var line = p.lines[w.line];
          ctx.strokeStyle = LINE_COLORS[w.line % LINE_COLORS.length];
          ctx.lineWidth = 6;
          ctx.shadowColor = ctx.strokeStyle;
          ctx.shadowBlur = 12;
          ctx.beginPath();
          line.forEach(function (row, r) {
            var cx = r * cellW + cellW / 2,
              cy = row * cellH + cellH / 2;
            if (r === 0) ctx.moveTo(cx - cellW / 2 + 6, cy);
            ctx.lineTo(cx, cy);
            if (r === line.length - 1) ctx.lineTo(cx + cellW / 2 - 6, cy);
          });
          ctx.stroke();
          ctx.shadowBlur = 0;
          for (var c = 0; c < w.count; c++) {
            ctx.strokeStyle = '#fff';
            ctx.lineWidth = 3;
            roundRect(ctx, c * cellW + 8, line[c] * cellH + 6, cellW - 16, cellH - 12, 10);
            ctx.stroke();
          }
        });
      }
    }

    function loop() {
      var any = false;
      for (var r = 0; r < p.reels; r++)
        if (spinning[r]) {
          offsets[r] += 38;
          any = true;
        }
      draw();
      if (any) raf = requestAnimationFrame(loop);
    }

    draw();
    return {
      start: function () {
        wins = [];
        flash = 0;
        cancelAnimationFrame(raf);
        for (var r = 0; r < p.reels; r++) {
          spinning[r] = true;
          offsets[r] = 0;
          strips[r] = [];
          for (var i = 0; i < 24; i++) strips[r].push(rand());
        }
        tone(220, 0.1, 'sawtooth', 0, 0.03);
        raf = requestAnimationFrame(loop);
      },
      abort: function () {
        for (var r = 0; r < p.reels; r++) spinning[r] = false;
        draw();
      },
      show: function (outcome, done) {
        var r = 0;
        var stopNext = function () {
          grid[r] = outcome.grid[r];
          spinning[r] = false;
          tone(330 + r * 40, 0.07, 'square', 0, 0.05);
          r += 1;
          if (r < p.reels) setTimeout(stopNext, 170);
          else {
            cancelAnimationFrame(raf);
            wins = outcome.wins || [];
            draw();
            if (wins.length) {
              var blink = setInterval(function () {
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
          }
        };
        stopNext();
      },
    };
  }

  // ---- pachinko ----
  function pachinkoMachine() {
    var p = cfg.paytable;
    var W = 420,
      H = 520;
    var ctx = fitCanvas(ui.canvas, W, H);
    var pockets = p.pockets;
    var pw = (W - 40) / pockets.length;
    var pocketTop = H - 64;
    var pins = [];
    for (var row = 0; row < 11; row++) {
      var y = 150 + row * 26;
      if (y > 225 && y < 290) continue; // the screen sits in the middle of the board
      var n = row % 2 ? 13 : 12;
      for (var i = 0; i < n; i++) {
        var x = 38 + i * 28 + (row % 2 ? -14 : 0);
        var nearMill = Math.abs(y - 190) < 20 && (Math.abs(x - 88) < 20 || Math.abs(x - (W - 88)) < 20);
        if (x > 30 && x < W - 30 && !nearMill) pins.push([x, y]);
      }
    }
    var balls = [],
      digits = [3, 7, 5],
      reach = false,
      fever = 0,
      raf = 0,
      pending = 0,
      doneCb = null,
      spinDigits = 0;
    var colors = { out: '#37474f', return: '#1e88e5', double: '#8e24aa', start: '#e53935' };
    var label = { out: 'OUT', return: '×1', double: '×2', start: 'START' };

    function board() {
      var bg = ctx.createRadialGradient(W / 2, H / 2 - 40, 40, W / 2, H / 2, W * 0.75);
      bg.addColorStop(0, 'hsl(' + cfg.hue + ' 70% 45%)');
      bg.addColorStop(1, 'hsl(' + ((cfg.hue + 40) % 360) + ' 70% 14%)');
      ctx.clearRect(0, 0, W, H);
      ctx.save();
      ctx.beginPath();
      ctx.ellipse(W / 2, H / 2 + 10, W / 2 - 8, H / 2 - 8, 0, 0, Math.PI * 2);
      ctx.clip();
      ctx.fillStyle = bg;
      ctx.fillRect(0, 0, W, H);
      for (var k = 0; k < 18; k++) {
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
      // lamps around the board: they chase while balls fly and flash red in a fever
      var phase = Math.floor(performance.now() / 160);
      for (var L = 0; L < 36; L++) {
        var la = (L / 36) * Math.PI * 2;
        var lit = (L + phase) % 3 === 0;
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
      // windmills (kazaguruma) that turn the balls on each side
      [
        [88, 190],
        [W - 88, 190],
      ].forEach(function (w) {
        ctx.save();
        ctx.translate(w[0], w[1]);
        ctx.rotate(performance.now() / 300);
        for (var b = 0; b < 4; b++) {
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
      });
      // rail on the left, where the balls climb
      ctx.strokeStyle = 'rgba(255,255,255,.35)';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.ellipse(W / 2, H / 2 + 10, W / 2 - 22, H / 2 - 22, 0, Math.PI * 0.62, Math.PI * 1.62);
      ctx.stroke();
      pins.forEach(function (q) {
        ctx.fillStyle = '#fff8e1';
        ctx.beginPath();
        ctx.arc(q[0], q[1], 2.6, 0, Math.PI * 2);
        ctx.fill();
      });
      // the centre screen with the lottery digits
      var sx = W / 2 - 96,
        sy = 208,
        sw = 192,
        sh = 96;
      ctx.fillStyle = '#000';
      roundRect(ctx, sx - 6, sy - 6, sw + 12, sh + 12, 16);
      ctx.fill();
      ctx.lineWidth = 4;
      ctx.strokeStyle = gold(ctx, sy, sy + sh);
      ctx.stroke();
      var sg = ctx.createLinearGradient(0, sy, 0, sy + sh);
      sg.addColorStop(0, fever ? '#ff1744' : '#1a237e');
      sg.addColorStop(1, fever ? '#ff9100' : '#000');
      ctx.fillStyle = sg;
      roundRect(ctx, sx, sy, sw, sh, 12);
      ctx.fill();
      ctx.font = '900 58px Georgia, serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      digits.forEach(function (d, i) {
        var dx = sx + 34 + i * 62;
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
      // pockets
      pockets.forEach(function (pk, i) {
        var x = 20 + i * pw;
        ctx.fillStyle = colors[pk.id];
        roundRect(ctx, x + 3, pocketTop, pw - 6, 40, 8);
        ctx.fill();
        ctx.strokeStyle = pk.id === 'start' ? '#ffeb3b' : 'rgba(255,255,255,.5)';
        ctx.lineWidth = 2;
        ctx.stroke();
        ctx.fillStyle = '#fff';
        ctx.font = '800 ' + (pk.id === 'start' ? 11 : 13) + 'px sans-serif';
        ctx.textAlign = 'center';
        ctx.fillText(label[pk.id], x + pw / 2, pocketTop + 22);
      });
      // tulip wings over the start pocket
      var sxc = 20 + 3 * pw + pw / 2;
      ctx.fillStyle = '#ff4081';
      ctx.beginPath();
      ctx.moveTo(sxc - 22, pocketTop - 2);
      ctx.quadraticCurveTo(sxc - 30, pocketTop - 26, sxc - 8, pocketTop - 12);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(sxc + 22, pocketTop - 2);
      ctx.quadraticCurveTo(sxc + 30, pocketTop - 26, sxc + 8, pocketTop - 12);
      ctx.fill();
    }

    function path(pocket) {
      // Climb the left rail, enter at the top, then zigzag down through the pins to the pocket.
      var pts = [];
      for (var a = 0; a <= 1; a += 0.1) {
        var ang = Math.PI * 0.62 + a * Math.PI * 0.78;
        pts.push([W / 2 + (W / 2 - 22) * Math.cos(ang), H / 2 + 10 + (H / 2 - 22) * Math.sin(ang)]);
      }
      var target = 20 + pocket * pw + pw / 2;
      var x = pts[pts.length - 1][0];
      var steps = 12;
      for (var s = 1; s <= steps; s++) {
        var y = 110 + s * ((pocketTop - 110) / steps);
        var want = x + (target - x) / (steps - s + 1);
        var jitter = s < steps ? (Math.random() - 0.5) * 26 : 0;
        x = Math.max(30, Math.min(W - 30, want + jitter));
        if (y > 200 && y < 312 && Math.abs(x - W / 2) < 110) x = x < W / 2 ? W / 2 - 112 : W / 2 + 112; // around the screen
        pts.push([x, y]);
      }
      pts.push([target, pocketTop + 18]);
      return pts;
    }

    function frame(now) {
      board();
      balls.forEach(function (b) {
        if (now < b.start) return;
        var tt = Math.min(1, (now - b.start) / b.dur);
        var f = tt * (b.pts.length - 1);
        var i = Math.floor(f),
          fr = f - i;
        var a = b.pts[i],
          c = b.pts[Math.min(i + 1, b.pts.length - 1)];
        var bounce = Math.sin(fr * Math.PI) * (i > 10 ? 5 : 0);
        var bx = a[0] + (c[0] - a[0]) * fr,
          by = a[1] + (c[1] - a[1]) * fr - bounce;
        var g = ctx.createRadialGradient(bx - 2, by - 2, 1, bx, by, 7);
        g.addColorStop(0, '#fff');
        g.addColorStop(0.5, '#cfd8dc');
        g.addColorStop(1, '#546e7a');
        ctx.fillStyle = g;
        ctx.beginPath();
        ctx.arc(bx, by, 6, 0, Math.PI * 2);
        ctx.fill();
        if (tt >= 1 && !b.landed) {
          b.landed = true;
          landed(b);
        }
      });
      balls = balls.filter(function (b) {
        return !b.landed || now - b.start - b.dur < 300;
      });
      if (balls.length || spinDigits > now) raf = requestAnimationFrame(frame);
      else finish();
      if (spinDigits > now)
        digits = [1 + Math.floor(Math.random() * 9), digits[1], 1 + Math.floor(Math.random() * 9)];
    }

    function landed(b) {
      tone(b.ball.multiplier > 0 ? 1046 : 262, 0.06, 'square', 0, 0.04);
      if (b.ball.digits) {
        reach = b.ball.digits[0] === b.ball.digits[1];
        spinDigits = performance.now() + 700;
        setTimeout(function () {
          digits = b.ball.digits;
          if (b.ball.jackpot) {
            fever = 1;
            jingle(true);
          }
        }, 700);
      }
      pending -= 1;
    }

    function finish() {
      if (pending <= 0 && doneCb) {
        var cb = doneCb;
        doneCb = null;
        cb();
      }
    }

    board();
    // Idle lamps keep chasing, slowly, so the machine looks alive between shots.
    setInterval(function () {
      if (!balls.length && !document.hidden) board();
    }, 320);
    return {
      start: function () {
        fever = 0;
        reach = false;
        tone(180, 0.15, 'sawtooth', 0, 0.03);
      },
      abort: function () {
        balls = [];
        board();
      },
      show: function (outcome, done) {
        var now = performance.now();
        pending = outcome.balls.length;
        doneCb = done;
        balls = outcome.balls.map(function (ball, i) {
          return {
            ball: ball,
            pts: path(ball.pocket),
            start: now + i * 160,
            dur: 1500 + Math.random() * 300,
            landed: false,
          };
        });
        cancelAnimationFrame(raf);
        raf = requestAnimationFrame(frame);
      },
    };
  }

  // ---- sports book (virtual matches) ----
  function sportsMachine() {
    var p = cfg.paytable;
    var screen = ui.canvas.parentNode;
    ui.canvas.remove();
    var book = el('div', { class: 'book' });
    var buttons = [];
    var time = function (ms) {
      var d = new Date(ms);
      return ('0' + d.getHours()).slice(-2) + ':' + ('0' + d.getMinutes()).slice(-2);
    };
    book.appendChild(el('p', { class: 'book__note', text: T.virtual }));
    p.fixtures.forEach(function (f) {
      var row = el('div', { class: 'fixture' }, [
        el('div', { class: 'fixture__meta' }, [
          el('span', { class: 'fixture__league', text: f.league }),
          el('span', { class: 'fixture__time', text: time(f.kickoff) }),
        ]),
        el('div', { class: 'fixture__teams' }, [
          el('span', { text: f.home }),
          el('span', { class: 'fixture__vs', text: 'vs' }),
          el('span', { text: f.away }),
        ]),
      ]);
      var odds = el('div', { class: 'fixture__odds' });
      ['home', 'draw', 'away'].forEach(function (o) {
        var key = f.matchId + ':' + o;
        var b = el(
          'button',
          {
            type: 'button',
            class: 'odd',
            'aria-pressed': 'false',
            'data-testid': 'game-pick-' + key.replace(':', '-'),
            'aria-label': f.home + ' vs ' + f.away + ' ' + T[o] + ' ' + f.odds[o].toFixed(2),
            onclick: function () {
              if (busy) return;
              pick = key;
              buttons.forEach(function (x) {
                x.setAttribute('aria-pressed', String(x === b));
              });
              tone(620, 0.05, 'sine', 0, 0.04);
            },
          },
          [
            el('span', { class: 'odd__label', text: T[o] }),
            el('span', { class: 'odd__value', text: f.odds[o].toFixed(2) }),
          ],
        );
        buttons.push(b);
        odds.appendChild(b);
      });
      row.appendChild(odds);
      book.appendChild(row);
    });
    var result = el('div', { class: 'scoreboard', 'aria-live': 'polite' });
    screen.insertBefore(book, screen.firstChild);
    screen.appendChild(result);
    return {
      start: function () {
        result.className = 'scoreboard';
      },
      abort: function () {},
      show: function (o, done) {
        var f = p.fixtures.filter(function (x) {
          return x.matchId === o.matchId;
        })[0];
        result.textContent = '';
        result.appendChild(el('span', { class: 'scoreboard__label', text: T.result }));
        result.appendChild(
          el('div', { class: 'scoreboard__line' }, [
            el('span', { text: f ? f.home : '' }),
            el('strong', { text: o.score[0] + ' - ' + o.score[1] }),
            el('span', { text: f ? f.away : '' }),
          ]),
        );
        result.appendChild(
          el('span', {
            class: o.returnPct > 0 ? 'scoreboard__win' : 'scoreboard__lose',
            text: o.returnPct > 0 ? '×' + (o.oddsPct / 100).toFixed(2) : T.lost,
          }),
        );
        result.className = 'scoreboard is-on';
        setTimeout(done, 600);
      },
    };
  }

  // ---- playing cards, shared by the card tables ----
  function cardPainter(ctx) {
    var RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    var SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };

    function card(x, y, c, rot) {
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(rot || 0);
      ctx.shadowColor = 'rgba(0,0,0,.5)';
      ctx.shadowBlur = 8;
      ctx.shadowOffsetY = 3;
      ctx.fillStyle = '#fff';
      roundRect(ctx, -34, -48, 68, 96, 8);
      ctx.fill();
      ctx.shadowColor = 'transparent';
      ctx.strokeStyle = '#ccc';
      ctx.lineWidth = 1;
      ctx.stroke();
      var red = c.suit === 'H' || c.suit === 'D';
      ctx.fillStyle = red ? '#c62828' : '#111';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = '800 20px Georgia, serif';
      ctx.fillText(RANK[c.rank], -18, -30);
      ctx.font = '16px Georgia, serif';
      ctx.fillText(SUIT[c.suit], -18, -12);
      ctx.font = '40px Georgia, serif';
      ctx.fillText(SUIT[c.suit], 4, 16);
      ctx.restore();
    }
    function back(x, y) {
      ctx.save();
      ctx.translate(x, y);
      ctx.fillStyle = '#8e0000';
      roundRect(ctx, -34, -48, 68, 96, 8);
      ctx.fill();
      ctx.strokeStyle = '#ffd54f';
      ctx.lineWidth = 3;
      roundRect(ctx, -28, -42, 56, 84, 6);
      ctx.stroke();
      ctx.restore();
    }
    return { card: card, back: back };
  }

  // ---- fishing table ----
  var FISH_LOOK = {
    minnow: { size: 11, body: '#90caf9', fin: '#42a5f5' },
    clown: { size: 14, body: '#ff9800', fin: '#e65100', stripes: true },
    puffer: { size: 16, body: '#ffee58', fin: '#f9a825', round: true },
    turtle: { size: 22, body: '#66bb6a', fin: '#2e7d32', shell: true },
    ray: { size: 27, body: '#9575cd', fin: '#5e35b1', ray: true },
    shark: { size: 38, body: '#90a4ae', fin: '#546e7a' },
    dragon: { size: 46, body: '#ffd54f', fin: '#e53935', glow: true },
  };
  function drawFish(ctx, id, x, y, size, dir, t) {
    var L = FISH_LOOK[id];
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(dir * (size / L.size), size / L.size);
    var s = L.size;
    if (L.glow) {
      ctx.shadowColor = '#ffeb3b';
      ctx.shadowBlur = 18;
    }
    var wag = Math.sin(t * 8) * 0.25;
    if (L.ray) {
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
    } else if (L.shell) {
      ctx.fillStyle = L.fin;
      [
        [0.4, -0.7],
        [0.4, 0.7],
        [-0.5, -0.6],
        [-0.5, 0.6],
      ].forEach(function (f) {
        ctx.beginPath();
        ctx.ellipse(
          f[0] * s,
          f[1] * s * (1 + wag),
          s * 0.35,
          s * 0.16,
          f[1] > 0 ? 0.5 : -0.5,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      });
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
    } else {
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
      var g = ctx.createLinearGradient(0, -s, 0, s);
      g.addColorStop(0, '#fff');
      g.addColorStop(0.35, L.body);
      g.addColorStop(1, L.fin);
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.ellipse(
        0,
        0,
        s,
        L.round ? s * 0.85 : id === 'shark' || id === 'dragon' ? s * 0.32 : s * 0.5,
        0,
        0,
        Math.PI * 2,
      );
      ctx.fill();
      if (L.stripes) {
        ctx.fillStyle = '#fff';
        [-0.3, 0.3].forEach(function (k) {
          ctx.fillRect(k * s - 2, -s * 0.45, 4, s * 0.9);
        });
      }
      if (L.round) {
        ctx.strokeStyle = L.fin;
        ctx.lineWidth = 1.5;
        for (var a = 0; a < 10; a++) {
          var ang = (a / 10) * Math.PI * 2;
          ctx.beginPath();
          ctx.moveTo(Math.cos(ang) * s * 0.85, Math.sin(ang) * s * 0.75);
          ctx.lineTo(Math.cos(ang) * s * 1.1, Math.sin(ang) * s * 0.95);
          ctx.stroke();
        }
      }
      if (id === 'dragon') {
        ctx.fillStyle = L.fin;
        for (var k = -2; k <= 2; k++) {
          ctx.beginPath();
          ctx.moveTo(k * s * 0.25, -s * 0.3);
          ctx.lineTo(k * s * 0.25 + s * 0.1, -s * 0.55);
          ctx.lineTo(k * s * 0.25 + s * 0.2, -s * 0.3);
          ctx.fill();
        }
      }
    }
    ctx.shadowBlur = 0;
    ctx.fillStyle = '#111';
    ctx.beginPath();
    ctx.arc(s * (L.shell ? 0.92 : L.ray ? 0.5 : 0.55), -s * 0.1, Math.max(1.5, s * 0.09), 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  function fishMachine() {
    var W = 640,
      H = 360;
    var ctx = fitCanvas(ui.canvas, W, H);
    var kinds = cfg.paytable.fish;
    var fishes = [],
      bubbles = [],
      effects = [],
      shot = null,
      target = null,
      seq = 0;
    var cannonAngle = -Math.PI / 2;
    var CX = W / 2,
      CY = H - 14;
    for (var b = 0; b < 24; b++)
      bubbles.push({
        x: Math.random() * W,
        y: Math.random() * H,
        r: 1 + Math.random() * 3,
        v: 0.2 + Math.random() * 0.6,
      });

    function spawn(initial) {
      // Rarer the bigger: weight ~ 1 / sqrt(multiplier).
      var weights = kinds.map(function (k) {
        return 1 / Math.sqrt(k.multiplier);
      });
      var total = weights.reduce(function (a, x) {
        return a + x;
      }, 0);
      var r = Math.random() * total,
        i = 0;
      while (r > weights[i]) {
        r -= weights[i];
        i++;
      }
      var k = kinds[Math.min(i, kinds.length - 1)];
      var dir = Math.random() < 0.5 ? 1 : -1;
      var size = FISH_LOOK[k.id].size;
      fishes.push({
        id: ++seq,
        kind: k.id,
        multiplier: k.multiplier,
        size: size,
        dir: dir,
        x: initial ? 40 + Math.random() * (W - 80) : dir > 0 ? -size * 2 : W + size * 2,
        y: 40 + Math.random() * (H - 130),
        speed: (0.35 + Math.random() * 0.5) * (k.multiplier >= 50 ? 0.6 : 1),
        phase: Math.random() * 6,
        caught: 0,
      });
    }
    for (var n = 0; n < 9; n++) spawn(true);

    function step(now) {
      var t = now / 1000;
      var bg = ctx.createLinearGradient(0, 0, 0, H);
      bg.addColorStop(0, '#0277bd');
      bg.addColorStop(0.6, '#01579b');
      bg.addColorStop(1, '#002f4b');
      ctx.clearRect(0, 0, W, H);
      ctx.save();
      roundRect(ctx, 0, 0, W, H, 22);
      ctx.clip();
      ctx.fillStyle = bg;
      ctx.fillRect(0, 0, W, H);
      ctx.save();
      ctx.globalAlpha = 0.08;
      ctx.fillStyle = '#fff';
      for (var ray = 0; ray < 6; ray++) {
        ctx.beginPath();
        var rx = ((ray * 140 + t * 12) % (W + 200)) - 100;
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
      for (var sx = 0; sx <= W; sx += 40) ctx.lineTo(sx, H - 18 - Math.sin(sx / 60) * 6);
      ctx.lineTo(W, H);
      ctx.fill();
      ctx.strokeStyle = '#2e7d32';
      ctx.lineWidth = 4;
      [60, 120, 520, 585].forEach(function (wx, i) {
        ctx.beginPath();
        ctx.moveTo(wx, H - 16);
        ctx.quadraticCurveTo(
          wx + Math.sin(t * 1.5 + i) * 14,
          H - 60,
          wx + Math.sin(t + i) * 8,
          H - 90 - i * 6,
        );
        ctx.stroke();
      });
      bubbles.forEach(function (bb) {
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
      });
      fishes.forEach(function (f) {
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
        var fy = f.y + Math.sin(t * 1.3 + f.phase) * 6;
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
      });
      fishes = fishes.filter(function (f) {
        return f.caught ? f.caught < 40 : f.x > -f.size * 3 && f.x < W + f.size * 3;
      });
      while (
        fishes.filter(function (f) {
          return !f.caught;
        }).length < 9
      )
        spawn(false);
      if (shot) {
        var k = Math.min(1, (now - shot.start) / 280);
        var bx = CX + (shot.tx - CX) * k,
          by = CY + (shot.ty - CY) * k;
        ctx.fillStyle = '#ffeb3b';
        ctx.shadowColor = '#ffeb3b';
        ctx.shadowBlur = 12;
        ctx.beginPath();
        ctx.arc(bx, by, 5, 0, Math.PI * 2);
        ctx.fill();
        ctx.shadowBlur = 0;
      }
      effects = effects.filter(function (e) {
        var age = (now - e.start) / 1000;
        if (age > 1.2) return false;
        ctx.save();
        ctx.globalAlpha = 1 - age / 1.2;
        if (e.net) {
          ctx.strokeStyle = '#e0f7fa';
          ctx.lineWidth = 1.5;
          var r = 10 + age * 40;
          ctx.beginPath();
          ctx.arc(e.x, e.y, r, 0, Math.PI * 2);
          for (var q = 0; q < 8; q++) {
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
          ctx.strokeText(e.text, e.x, e.y - age * 40);
          ctx.fillText(e.text, e.x, e.y - age * 40);
        }
        ctx.restore();
        return true;
      });
      // cannon
      ctx.save();
      ctx.translate(CX, CY);
      ctx.fillStyle = '#263238';
      ctx.beginPath();
      ctx.arc(0, 0, 26, Math.PI, 0);
      ctx.fill();
      ctx.rotate(cannonAngle + Math.PI / 2);
      var cg = ctx.createLinearGradient(-9, 0, 9, 0);
      cg.addColorStop(0, '#b8860b');
      cg.addColorStop(0.5, '#ffe082');
      cg.addColorStop(1, '#b8860b');
      ctx.fillStyle = cg;
      roundRect(ctx, -9, -46, 18, 46, 5);
      ctx.fill();
      ctx.restore();
      if (!busy && !shot && now - lastTouch > 6000) {
        ctx.font = '800 14px sans-serif';
        ctx.textAlign = 'center';
        ctx.fillStyle = 'rgba(255,255,255,.8)';
        ctx.fillText(T.aimHint, W / 2, 26);
      }
      ctx.restore();
      if (!document.hidden) requestAnimationFrame(step);
      else
        setTimeout(function () {
          requestAnimationFrame(step);
        }, 500);
    }
    var lastTouch = 0;
    requestAnimationFrame(step);

    function pickFish(f) {
      target = f;
      aim = f.kind;
      var fy = f.drawY || f.y;
      cannonAngle = Math.atan2(fy - CY, f.x - CX);
    }
    ui.canvas.addEventListener('click', function (ev) {
      lastTouch = performance.now();
      if (busy) return;
      var rect = ui.canvas.getBoundingClientRect();
      var scale = Math.min(rect.width / W, rect.height / H);
      var x = (ev.clientX - rect.left - (rect.width - W * scale) / 2) / scale;
      var y = (ev.clientY - rect.top - (rect.height - H * scale) / 2) / scale;
      var hit = null;
      fishes.forEach(function (f) {
        if (f.caught) return;
        var d = Math.hypot(f.x - x, (f.drawY || f.y) - y);
        if (d < f.size * 1.6 && (!hit || f.multiplier > hit.multiplier)) hit = f;
      });
      if (!hit) return;
      pickFish(hit);
      play();
    });
    return {
      aim: function () {
        if (target && !target.caught && target.x > 0 && target.x < W) return pickFish(target);
        var live = fishes.filter(function (f) {
          return !f.caught && f.x > 30 && f.x < W - 30;
        });
        if (live.length) pickFish(live[Math.floor(Math.random() * live.length)]);
      },
      start: function () {
        if (!target) return;
        shot = { start: performance.now(), tx: target.x, ty: target.drawY || target.y };
        tone(520, 0.06, 'square', 0, 0.04);
      },
      abort: function () {
        shot = null;
      },
      show: function (o, done) {
        var f = target;
        var x = shot ? shot.tx : W / 2,
          y = shot ? shot.ty : H / 2;
        shot = null;
        if (o.caught && f) {
          f.caught = 1;
          effects.push({ start: performance.now(), x: x, y: y, text: '×' + o.multiplier });
          target = null;
        } else {
          effects.push({ start: performance.now(), x: x, y: y, net: true });
        }
        setTimeout(done, 250);
      },
    };
  }

  // ---- poker against the dealer ----
  function pokerMachine() {
    var W = 640,
      H = 360;
    var ctx = fitCanvas(ui.canvas, W, H);
    var cards = cardPainter(ctx);
    var o = null,
      shown = 0,
      revealed = {};
    var HANDS = T.hands;
    function draw() {
      var felt = ctx.createRadialGradient(W / 2, H * 0.3, 40, W / 2, H / 2, W * 0.7);
      felt.addColorStop(0, '#1565c0');
      felt.addColorStop(1, '#0a1f44');
      ctx.fillStyle = felt;
      roundRect(ctx, 0, 0, W, H, 26);
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,213,79,.5)';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.ellipse(W / 2, -40, W * 0.55, H * 0.62, 0, 0, Math.PI);
      ctx.stroke();
      ctx.textAlign = 'center';
      ctx.font = '800 13px sans-serif';
      ctx.fillStyle = 'rgba(255,255,255,.45)';
      ctx.fillText(T.dealerQualifies, W / 2, H / 2 + 4);
      [
        ['dealer', 78, T.dealer],
        ['player', 270, T.playerHand],
      ].forEach(function (row) {
        var who = row[0],
          y = row[1];
        ctx.fillStyle = '#ffd54f';
        ctx.font = '900 16px sans-serif';
        ctx.textAlign = 'left';
        ctx.fillText(row[2], 40, y - 54);
        for (var i = 0; i < 3; i++) {
          var x = W / 2 - 80 + i * 80;
          var idx = who === 'player' ? i : 3 + i;
          if (o && revealed[idx]) cards.card(x, y, (who === 'player' ? o.player : o.dealer)[i], 0);
          else cards.back(x, y);
        }
        if (o && shown >= 6) {
          var hand = who === 'player' ? o.playerHand : o.dealerHand;
          ctx.textAlign = 'left';
          ctx.font = '800 15px sans-serif';
          ctx.fillStyle = '#fff';
          ctx.fillText(HANDS[hand] || hand, W / 2 + 150, y + 6);
          if (o.winner === who && (who === 'player' || o.qualified)) {
            ctx.fillStyle = '#ffd54f';
            ctx.font = '900 18px sans-serif';
            ctx.fillText('WIN', W / 2 + 150, y + 28);
          }
        }
      });
      if (o && shown >= 6 && !o.qualified) {
        ctx.textAlign = 'center';
        ctx.font = '900 16px sans-serif';
        ctx.fillStyle = '#80d8ff';
        ctx.fillText(T.notQualified, W / 2, H / 2 + 26);
      }
    }
    draw();
    return {
      start: function () {
        o = null;
        shown = 0;
        revealed = {};
        draw();
      },
      abort: function () {
        draw();
      },
      show: function (outcome, done) {
        o = outcome;
        shown = 0;
        revealed = {};
        var order = [0, 3, 1, 4, 2, 5];
        var i = 0;
        var next = function () {
          if (i >= order.length) {
            shown = 6;
            draw();
            done();
            return;
          }
          revealed[order[i]] = true;
          tone(700, 0.04, 'triangle', 0, 0.05);
          i += 1;
          draw();
          setTimeout(next, 260);
        };
        next();
      },
    };
  }

  // ---- baccarat table ----
  function baccaratMachine() {
    var W = 640,
      H = 360;
    var ctx = fitCanvas(ui.canvas, W, H);
    var hands = { player: [], banker: [] },
      totals = null,
      winner = null,
      shown = { player: 0, banker: 0 },
      dealing = false;
    var cards = cardPainter(ctx);
    var card = cards.card;
    var back = cards.back;

    function draw() {
      var felt = ctx.createRadialGradient(W / 2, H * 0.2, 40, W / 2, H / 2, W * 0.7);
      felt.addColorStop(0, '#1b8a4a');
      felt.addColorStop(1, '#063d20');
      ctx.fillStyle = felt;
      roundRect(ctx, 0, 0, W, H, 26);
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,213,79,.55)';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.ellipse(W / 2, H + 60, W * 0.62, H * 0.62, 0, Math.PI, 2 * Math.PI);
      ctx.stroke();
      ctx.font = '800 14px sans-serif';
      ctx.textAlign = 'center';
      ctx.fillStyle = 'rgba(255,255,255,.35)';
      ctx.fillText(
        cfg.lang === 'ja' ? 'バンカーは5%のコミッション' : 'BANKER PAYS 0.95 TO 1 · TIE PAYS 8 TO 1',
        W / 2,
        H - 22,
      );
      [
        ['player', W * 0.27, '#1e88e5'],
        ['banker', W * 0.73, '#e53935'],
      ].forEach(function (h) {
        var key = h[0],
          cx = h[1];
        ctx.fillStyle = h[2];
        ctx.font = '900 22px sans-serif';
        ctx.textAlign = 'center';
        ctx.fillText(T[key].toUpperCase(), cx, 40);
        ctx.strokeStyle = h[2];
        ctx.lineWidth = 2;
        ctx.setLineDash([6, 6]);
        roundRect(ctx, cx - 120, 60, 240, 150, 14);
        ctx.stroke();
        ctx.setLineDash([]);
        var list = hands[key];
        if (!list.length) {
          back(cx - 20, 135);
          back(cx + 20, 135);
        }
        for (var i = 0; i < shown[key]; i++)
          card(i === 2 ? cx + 62 : cx - 70 + i * 45, 135, list[i], i === 2 ? Math.PI / 2 : 0);
        if (totals && shown[key] === list.length && !dealing) {
          ctx.fillStyle = '#000';
          ctx.beginPath();
          ctx.arc(cx, 238, 22, 0, Math.PI * 2);
          ctx.fill();
          ctx.strokeStyle = h[2];
          ctx.lineWidth = 3;
          ctx.stroke();
          ctx.fillStyle = '#fff';
          ctx.font = '900 24px sans-serif';
          ctx.textBaseline = 'middle';
          ctx.fillText(String(totals[key]), cx, 239);
          ctx.textBaseline = 'alphabetic';
        }
        if (winner === key && !dealing) {
          ctx.fillStyle = '#ffd54f';
          ctx.font = '900 20px sans-serif';
          ctx.fillText('WIN', cx, 288);
        }
      });
      if (winner === 'tie' && !dealing) {
        ctx.fillStyle = '#ffd54f';
        ctx.font = '900 26px sans-serif';
        ctx.fillText(T.tie.toUpperCase(), W / 2, 140);
      }
    }
    draw();
    return {
      start: function () {
        hands = { player: [], banker: [] };
        totals = null;
        winner = null;
        shown = { player: 0, banker: 0 };
        draw();
      },
      abort: function () {
        draw();
      },
      show: function (o, done) {
        hands = { player: o.player, banker: o.banker };
        totals = { player: o.playerTotal, banker: o.bankerTotal };
        winner = o.winner;
        dealing = true;
        var order = [
          ['player', 0],
          ['banker', 0],
          ['player', 1],
          ['banker', 1],
        ];
        if (o.player.length > 2) order.push(['player', 2]);
        if (o.banker.length > 2) order.push(['banker', 2]);
        var i = 0;
        var next = function () {
          if (i >= order.length) {
            dealing = false;
            draw();
            done();
            return;
          }
          shown[order[i][0]] = order[i][1] + 1;
          tone(700, 0.04, 'triangle', 0, 0.05);
          i += 1;
          draw();
          setTimeout(next, 380);
        };
        next();
      },
    };
  }

  var machine = null;

  // ---- boot: trade the launch token (from the URL fragment, never sent to a server) for a session ----
  function boot() {
    var m = /(?:^#|&)t=([A-Za-z0-9_-]+)/.exec(location.hash);
    history.replaceState(null, '', location.pathname + location.search);
    if (!m) return fatal(T.expired);
    api('POST', '/games/api/session', { token: m[1] }).then(
      function (r) {
        if (r.status !== 200) return fatal(T.expired);
        session = r.data;
        currency = session.currency;
        balance = session.balance;
        betIndex = Math.max(0, session.betSteps.indexOf(session.defaultBet));
        if (session.multiMode) focused = false;
        build();
        machine =
          cfg.engine === 'pachinko'
            ? pachinkoMachine()
            : cfg.engine === 'baccarat'
              ? baccaratMachine()
              : cfg.engine === 'sports'
                ? sportsMachine()
                : cfg.engine === 'poker'
                  ? pokerMachine()
                  : cfg.engine === 'fish'
                    ? fishMachine()
                    : reelMachine();
        setFocused(focused);
        if (ui.jackpot) loadJackpot();
        document.body.setAttribute('data-state', 'ready');
        // The wallet can change outside the game (transfers in and out, deposits): re-read it now and then.
        setInterval(function () {
          if (!busy && !document.hidden) refreshBalance();
        }, 10000);
        post({ type: 'ready', demo: session.demo, muted: muted, balance: balance, currency: currency });
      },
      function () {
        fatal(T.error);
      },
    );
  }
  boot();
})();
