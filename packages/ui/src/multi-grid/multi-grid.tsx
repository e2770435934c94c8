/**
 * The multi-machine grid shared by the web site (/account/multimode) and the kiosk: up to four game
 * iframes, one of them focused (the only one allowed to play sound, told by postMessage), the balance
 * always in view above the games, a close button per game and empty places to add one. The grid is
 * controlled: the state lives in `useMultiGrid` (or any reducer over grid-model), launching and money
 * transfers stay with the app.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  audioMessage,
  focusMessage,
  keyboardFree,
  frameOrigin,
  isGameMessage,
  type GameToHost,
} from '../lib/game-frame-protocol';
import { CANNOT_ADD_MESSAGE_KEYS } from '@casino/shared/rules/multi-mode';
import type { AddRefusal, GridGame, GridState } from './grid-model';
import './multi-grid.css';

/** How long a game may take to say it is ready before its cell shows the failure (never "running"). */
const READY_TIMEOUT_MS = 20_000;
/** Without onNotReady: a provider game that never says ready counts as running this long after loading. */
const READY_FALLBACK_MS = 8000;

/** The spec's three messages (section 8), in the shared `games` namespace. */
function refusalKey(reason: AddRefusal): string {
  return CANNOT_ADD_MESSAGE_KEYS[reason].replace(/^games\./, '');
}

export interface MultiGridProps {
  state: GridState;
  /** 4, or 2 on Apple devices. */
  max: number;
  onFocus: (key: string) => void;
  onRemove: (key: string) => void;
  onRunning: (key: string) => void;
  /** Opens the app's game picker; empty places are buttons when given. */
  onAddClick?: () => void;
  /** Always visible above the games (the player's balance). */
  balance: ReactNode;
  /** Extra controls at the end of the toolbar (cash out on the kiosk, for example). */
  toolbarEnd?: ReactNode;
  refusal?: AddRefusal | null;
  onDismissRefusal?: () => void;
  /** Every message of a game (balance, bet, error...), with the game's key. */
  onGameMessage?: (key: string, message: GameToHost) => void;
  /**
   * A game that did not say ready in time (`readyTimeoutMs`): its cell shows the failure and no money
   * moves into it. Without it, a game that never says ready counts as running a while after its page
   * loaded (the kiosk's behaviour until it passes this too).
   */
  onNotReady?: (key: string) => void;
  readyTimeoutMs?: number;
  /** Offered on a failed cell (open the game again). */
  onRetry?: (key: string) => void;
  /**
   * The game frames' sandbox (default GRID_SANDBOX): a game runs its scripts in its own origin and
   * posts forms, and never navigates the page, opens windows or downloads.
   */
  sandbox?: string;
  /** Extra content over a game's cell (the kiosk shows the money in it and a top-up button). */
  renderCellExtra?: (game: GridGame) => ReactNode;
  /** A strip under a game's cell, outside the game's frame (the web shows the game's balance and last win). */
  renderCellFooter?: (game: GridGame) => ReactNode;
  className?: string;
  /**
   * A game's frame loaded a second document (the game navigated away, or went back): it is no longer
   * the game that was launched. Without this, nothing is done about it.
   */
  onNavigatedAway?: (key: string) => void;
  /** The provider's name for a game's platform code (each cell names its provider); the code without it. */
  providerName?: (platformCode: string) => string;
}

/** The sandbox of every game frame of the grid unless the caller gives a stricter one. */
export const GRID_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

export function MultiGrid(props: MultiGridProps) {
  const { state, max, onFocus, onRunning, onGameMessage, refusal } = props;
  const { t } = useTranslation('multimode');
  const frames = useRef(new Map<string, HTMLIFrameElement>());
  // The launch address each frame loaded first: a later load of the same frame is a navigation.
  const loaded = useRef(new Map<string, string>());
  const stateRef = useRef(state);
  stateRef.current = state;

  // Only the focused game may play sound; tell every game whenever the focus or the set changes.
  useEffect(() => {
    for (const game of state.games) {
      const frame = frames.current.get(game.key);
      if (!frame?.contentWindow || !game.url) continue;
      const origin = frameOrigin(game.url);
      frame.contentWindow.postMessage(audioMessage(game.key !== state.focusedKey), origin);
      frame.contentWindow.postMessage(focusMessage(game.key === state.focusedKey, keyboardFree()), origin);
    }
  }, [state.focusedKey, state.games]);

  // A game says it is ready; a player clicking inside a game (the page loses focus to that iframe)
  // focuses it, since clicks inside cross-origin frames never reach us.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!isGameMessage(e.data)) return;
      const type = e.data.type;
      for (const [key, frame] of frames.current) {
        if (frame.contentWindow !== e.source) continue;
        if (type === 'ready') onRunning(key);
        else if (type === 'focus-request') onFocus(key);
        onGameMessage?.(key, e.data);
      }
    };
    const onBlur = () => {
      setTimeout(() => {
        for (const [key, frame] of frames.current) if (document.activeElement === frame) onFocus(key);
      }, 0);
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('blur', onBlur);
    };
  }, [onFocus, onRunning, onGameMessage]);

  const empty = Math.max(0, max - state.games.length);
  const running = state.games.filter((g) => g.status === 'running').length;

  return (
    <section className={`cui-grid ${props.className ?? ''}`} aria-label={t('gridLabel')}>
      <div className="cui-grid__bar">
        <div className="cui-grid__balance">{props.balance}</div>
        <p className="cui-grid__count" aria-live="polite">
          {t('countOf', { count: state.games.length, max })}
        </p>
        {props.toolbarEnd}
      </div>
      {refusal ? (
        <div className="cui-grid__alert" role="alert" data-refusal={refusal}>
          <span>{t(refusalKey(refusal), { ns: 'games', max })}</span>
          {props.onDismissRefusal ? (
            <button type="button" className="cui-grid__alert-close" onClick={props.onDismissRefusal}>
              {t('dismiss')}
            </button>
          ) : null}
        </div>
      ) : null}
      <ul
        className="cui-grid__cells"
        data-count={state.games.length + (props.onAddClick ? empty : 0)}
        data-running={running}
      >
        {state.games.map((game) => (
          <GridCell
            key={game.key}
            game={game}
            focused={game.key === state.focusedKey}
            sandbox={props.sandbox ?? GRID_SANDBOX}
            frameRef={(el) => {
              if (el) frames.current.set(game.key, el);
              else frames.current.delete(game.key);
            }}
            onFocus={() => onFocus(game.key)}
            onRemove={() => props.onRemove(game.key)}
            onRetry={props.onRetry ? () => props.onRetry?.(game.key) : undefined}
            extra={props.renderCellExtra?.(game)}
            footer={props.renderCellFooter?.(game)}
            provider={props.providerName?.(game.platformCode) ?? game.platformCode}
            onLoaded={() => {
              const url = game.url ?? '';
              if (props.onNavigatedAway && loaded.current.get(game.key) === url) {
                loaded.current.delete(game.key);
                props.onNavigatedAway(game.key);
                return;
              }
              loaded.current.set(game.key, url);
              const frame = frames.current.get(game.key);
              if (frame?.contentWindow && game.url) {
                const origin = frameOrigin(game.url);
                frame.contentWindow.postMessage(audioMessage(game.key !== state.focusedKey), origin);
                frame.contentWindow.postMessage(
                  focusMessage(game.key === state.focusedKey, keyboardFree()),
                  origin,
                );
              }
              // A game says 'ready' when it takes bets; with onNotReady, one that never says so is a
              // failed game, never "running" (and no money moves into it).
              const onNotReady = props.onNotReady;
              window.setTimeout(
                () => {
                  const now = stateRef.current.games.find((g) => g.key === game.key);
                  if (!now || now.status !== 'loading') return;
                  if (onNotReady) onNotReady(game.key);
                  else onRunning(game.key);
                },
                onNotReady ? (props.readyTimeoutMs ?? READY_TIMEOUT_MS) : READY_FALLBACK_MS,
              );
            }}
          />
        ))}
        {props.onAddClick
          ? Array.from({ length: empty }, (_, i) => (
              <li key={`empty-${i}`} className="cui-cell cui-cell--empty">
                <button type="button" className="cui-cell__add" onClick={props.onAddClick}>
                  <span aria-hidden="true" className="cui-cell__plus">
                    +
                  </span>
                  {t('addGame')}
                </button>
              </li>
            ))
          : null}
      </ul>
    </section>
  );
}

interface GridCellProps {
  game: GridGame;
  focused: boolean;
  sandbox: string | undefined;
  frameRef: (el: HTMLIFrameElement | null) => void;
  onFocus: () => void;
  onRemove: () => void;
  onRetry: (() => void) | undefined;
  onLoaded: () => void;
  extra?: ReactNode;
  footer?: ReactNode;
  provider: string;
}

function GridCell({
  game,
  focused,
  sandbox,
  frameRef,
  onFocus,
  onRemove,
  onRetry,
  onLoaded,
  extra,
  footer,
  provider,
}: GridCellProps) {
  const { t } = useTranslation('multimode');
  return (
    <li
      className="cui-cell"
      data-focused={focused || undefined}
      data-state={game.status}
      data-game-key={game.key}
      aria-label={game.name}
    >
      <div className="cui-cell__head">
        <button
          type="button"
          className="cui-cell__focus"
          aria-pressed={focused}
          onClick={onFocus}
          title={focused ? t('soundOn') : t('focusGame', { name: game.name })}
        >
          <SoundIcon on={focused} />
          <span className="cui-cell__name">{game.name}</span>
          <span className="cui-visually-hidden">
            {focused ? t('soundOn') : t('focusGame', { name: game.name })}
          </span>
        </button>
        <span className="cui-cell__platform" data-platform={game.platformCode}>
          {provider}
        </span>
        <button
          type="button"
          className="cui-cell__close"
          onClick={onRemove}
          aria-label={t('closeGame', { name: game.name })}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="cui-cell__stage">
        {game.url && game.status !== 'error' ? (
          <iframe
            ref={frameRef}
            src={game.url}
            title={game.name}
            className="cui-cell__frame"
            allow="autoplay; fullscreen"
            sandbox={sandbox}
            onLoad={onLoaded}
          />
        ) : null}
        {game.status === 'launching' || game.status === 'loading' ? (
          <div className="cui-cell__overlay" role="status">
            <span className="cui-spinner" aria-hidden="true" />
            <span>{t('opening')}</span>
          </div>
        ) : null}
        {game.status === 'error' ? (
          <div className="cui-cell__overlay cui-cell__overlay--error" role="alert">
            <span>{game.error ?? t('openFailed')}</span>
            {onRetry ? (
              <button type="button" className="cui-cell__retry" onClick={onRetry}>
                {t('money.retry', { ns: 'games' })}
              </button>
            ) : null}
          </div>
        ) : null}
        {extra}
      </div>
      {footer}
    </li>
  );
}

function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className="cui-cell__sound">
      <path d="M3 8h3l4-3v10l-4-3H3z" fill="currentColor" />
      {on ? (
        <path
          d="M13 7c1.2 1.6 1.2 4.4 0 6M15.5 5c2.3 2.8 2.3 7.2 0 10"
          stroke="currentColor"
          fill="none"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      ) : (
        <path d="M13 8l4 4M17 8l-4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      )}
    </svg>
  );
}
