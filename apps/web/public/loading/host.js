/*
 * The pop-up game window (live casino, sports books): the opener opens /loading/index.html inside the
 * player's click (so no pop-up blocker stops it), takes the game's lease and launch URL, then hands them
 * to this page (window.casinoStartGame). This page is the game's host for its whole life, on the site's
 * own origin, so it can do what a game window must (docs/gateway.md, "Money in games"):
 *   - show the game in a full-window frame;
 *   - move money in only after the game said it is ready (and never when it does not within the time-out);
 *   - prove the game alive (gameWallets.alive) while the window is open;
 *   - tell the gateway when the window is closed or reloaded (pagehide: navigator.sendBeacon leave),
 *     which moves the money back to the wallet.
 * The opener only watches this window (window.closed) to refresh the balance it shows.
 */
(function () {
  'use strict';
  var GAME = 'casino-game';
  var HOST = 'casino-host';
  var started = false;

  function trpc(procedure, input) {
    return fetch('/trpc/' + procedure, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-casino-client': 'web' },
      body: JSON.stringify(input),
    }).then(function (res) {
      return res.json().then(function (body) {
        if (!res.ok || !body.result)
          throw new Error((body.error && body.error.message) || 'HTTP ' + res.status);
        return body.result.data;
      });
    });
  }

  function orderId() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return (
      'p' +
      Array.prototype.map
        .call(b, function (x) {
          return ('0' + x.toString(16)).slice(-2);
        })
        .join('')
    );
  }

  function say(text, failed) {
    var p = document.getElementById('status');
    if (!p) return;
    p.textContent = text;
    if (failed) p.setAttribute('role', 'alert');
  }

  window.casinoStartGame = function (d) {
    if (started) return false;
    started = true;
    var lease = { platformCode: d.platformCode, leaseId: d.leaseId };
    var ended = false;
    document.title = d.title || document.title;
    var frame = document.createElement('iframe');
    frame.src = d.gameUrl;
    frame.title = d.title || 'game';
    frame.allow = 'autoplay; fullscreen';
    // Sandboxed like every game frame of the site (src/lib/game-frame.ts GAME_SANDBOX): the game runs
    // in its own origin, and cannot navigate this window, open others or download.
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    frame.className = 'game-frame';
    document.body.appendChild(frame);
    var origin;
    try {
      origin = new URL(d.gameUrl).origin;
    } catch {
      origin = location.origin;
    }

    var ping = setInterval(function () {
      if (ended) return;
      trpc('gameWallets.alive', { leases: [lease] }).then(
        function (r) {
          if (r.gone && r.gone.length) {
            ended = true;
            clearInterval(ping);
            say(d.text.returned, true);
          }
        },
        function () {},
      );
    }, d.pingMs);

    function leave() {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      navigator.sendBeacon(
        '/game-wallets/beacon',
        new Blob([JSON.stringify({ event: 'leave', leases: [lease] })], { type: 'text/plain;charset=UTF-8' }),
      );
    }
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden' && !ended)
        navigator.sendBeacon(
          '/game-wallets/beacon',
          new Blob([JSON.stringify({ event: 'alive', leases: [lease] })], {
            type: 'text/plain;charset=UTF-8',
          }),
        );
    });

    var timer = setTimeout(function () {
      // Never into a dead game: it did not say ready, so no money moves and the lease ends.
      document.body.setAttribute('data-state', 'failed');
      frame.remove();
      say(d.text.notReady, true);
      ended = true;
      clearInterval(ping);
      trpc('gameWallets.leave', { leases: [lease] }).catch(function () {});
    }, d.readyTimeoutMs);

    window.addEventListener('message', function (e) {
      var m = e.data;
      if (e.source !== frame.contentWindow || !m || m.source !== GAME) return;
      // The game's own close button (x): the window closes, which returns the money (leave first, so
      // the money is on its way back even when the browser keeps a window it did not open by script).
      if (m.type === 'exit') {
        clearTimeout(timer);
        leave();
        frame.remove();
        say(d.text.returned);
        window.close();
        return;
      }
      // The game's session ended (its platform refused the player): asking for the session lets the
      // gateway find out, end it and move the money back; the opener then tells the player why.
      if (m.type === 'error' && m.code === 'session') {
        fetch('/trpc/session.current', { credentials: 'same-origin', headers: { 'x-casino-client': 'web' } });
        return;
      }
      if (m.type !== 'ready') return;
      if (document.body.getAttribute('data-state')) return;
      clearTimeout(timer);
      document.body.setAttribute('data-state', 'funding');
      var fund = d.transferRequired
        ? trpc('games.transferRegister', { platformCode: d.platformCode }).then(function () {
            var input = { platformCode: d.platformCode, clientOrderId: orderId(), currency: d.currency };
            if (d.amount) input.amount = d.amount;
            return trpc('games.transferIn', input);
          })
        : Promise.resolve(null);
      fund.then(
        function () {
          document.body.setAttribute('data-state', 'ready');
          frame.contentWindow.postMessage({ source: HOST, type: 'refresh-balance' }, origin);
          frame.contentWindow.postMessage({ source: HOST, type: 'audio', muted: false }, origin);
        },
        function () {
          document.body.setAttribute('data-state', 'ready');
          say(d.text.fundFailed, true);
        },
      );
    });
    return true;
  };
})();
