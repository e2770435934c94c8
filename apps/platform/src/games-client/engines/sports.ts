/** The sports book: virtual matches, a pick of one result, settled when the bet is placed. */
import type { SportsOutcome } from '../../domain/games/sports';
import type { GameText, MatchResult, SportsPaytable } from '../contract';
import { el } from '../dom';
import type { Engine, MachineContext } from '../engine';

const RESULTS: MatchResult[] = ['home', 'draw', 'away'];

/** A kick-off time as HH:MM of the player's clock. */
export function kickoffTime(ms: number): string {
  const d = new Date(ms);
  return String(d.getHours()).padStart(2, '0') + ':' + String(d.getMinutes()).padStart(2, '0');
}

/** The scoreboard's verdict: the odds paid, or the loss. */
export const verdict = (o: Pick<SportsOutcome, 'returnPct' | 'oddsPct'>, T: GameText) =>
  o.returnPct > 0 ? '×' + (o.oddsPct / 100).toFixed(2) : T.lost;

function paytable(_p: SportsPaytable, T: GameText): Node[] {
  return [el('p', { text: T.virtual }), el('p', { text: T.sportsRule })];
}

function create({ T, canvas, sound, isBusy }: MachineContext, p: SportsPaytable) {
  const screen = canvas.parentNode!;
  canvas.remove();
  let pick: string | null = null;
  const book = el('div', { class: 'book' });
  const buttons: HTMLButtonElement[] = [];
  book.appendChild(el('p', { class: 'book__note', text: T.virtual }));
  for (const f of p.fixtures) {
    const odds = el('div', { class: 'fixture__odds' });
    for (const o of RESULTS) {
      const key = f.matchId + ':' + o;
      const b: HTMLButtonElement = el(
        'button',
        {
          type: 'button',
          class: 'odd',
          'aria-pressed': 'false',
          'data-testid': 'game-pick-' + key.replace(':', '-'),
          'aria-label': f.home + ' vs ' + f.away + ' ' + T[o] + ' ' + f.odds[o].toFixed(2),
          onclick: () => {
            if (isBusy()) return;
            pick = key;
            for (const x of buttons) x.setAttribute('aria-pressed', String(x === b));
            sound.tone(620, 0.05, 'sine', 0, 0.04);
          },
        },
        [
          el('span', { class: 'odd__label', text: T[o] }),
          el('span', { class: 'odd__value', text: f.odds[o].toFixed(2) }),
        ],
      );
      buttons.push(b);
      odds.appendChild(b);
    }
    book.appendChild(
      el('div', { class: 'fixture' }, [
        el('div', { class: 'fixture__meta' }, [
          el('span', { class: 'fixture__league', text: f.league }),
          el('span', { class: 'fixture__time', text: kickoffTime(f.kickoff) }),
        ]),
        el('div', { class: 'fixture__teams' }, [
          el('span', { text: f.home }),
          el('span', { class: 'fixture__vs', text: 'vs' }),
          el('span', { text: f.away }),
        ]),
        odds,
      ]),
    );
  }
  const result = el('div', { class: 'scoreboard', 'aria-live': 'polite' });
  screen.insertBefore(book, screen.firstChild);
  screen.appendChild(result);
  return {
    prepare: () => (pick ? null : ('pickPrompt' as const)),
    choice: () => ({ pick }),
    start() {
      result.className = 'scoreboard';
    },
    abort() {},
    show(o: SportsOutcome, done: () => void) {
      const f = p.fixtures.find((x) => x.matchId === o.matchId);
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
          text: verdict(o, T),
        }),
      );
      result.className = 'scoreboard is-on';
      setTimeout(done, 600);
    },
  };
}

export const sports: Engine<SportsPaytable, SportsOutcome> = { playLabel: 'placeBet', paytable, create };
