/**
 * A grid of game cards with their actions: play (players), demo (everyone, when the game has one),
 * favourite (players). Visitors see "log in to play" instead of play.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '@casino/ui/game-card';
import { useProviderNames } from '../../../lib/provider-names';
import { useProgressiveCount } from '../../../hooks/use-progressive-count';
import type { GameVM } from '../api/types';
import { CloseIcon } from '../../../components/ui/icons';

/**
 * A long grid (a category or a provider: up to 99 cards) renders the first screen's cards with the
 * page and the rest a few rows per idle moment (useProgressiveCount), not all in the commit that draws
 * the answer: each card is a dozen elements with an image, and 99 at once are one long task on a phone.
 */
const FIRST_CARDS = 12;
const MORE_CARDS = 12;

export interface GameListProps {
  games: GameVM[];
  loggedIn: boolean;
  favorites?: ReadonlySet<string>;
  onPlay: (game: GameVM, mode: 'real' | 'demo') => void;
  onToggleFavorite?: (game: GameVM, favorite: boolean) => void;
  onRemove?: (game: GameVM) => void;
  /** The first row's images load eagerly (they are in the first viewport). */
  eagerCount?: number;
  variant?: 'grid' | 'row';
  testId?: string;
}

export function gameRef(g: { platformCode: string; gameId: string }): string {
  return `${g.platformCode}:${g.gameId}`;
}

function GameListView({
  games,
  loggedIn,
  favorites,
  onPlay,
  onToggleFavorite,
  onRemove,
  eagerCount = 0,
  variant = 'grid',
  testId,
}: GameListProps) {
  const { t } = useTranslation('lobby');
  const providerName = useProviderNames();
  const shown = useProgressiveCount(games.length, FIRST_CARDS, MORE_CARDS);
  // The texts every card repeats, looked up once per list rather than per card (a lobby has ~50 cards).
  const playText = loggedIn ? t('game.play') : t('game.loginToPlay');
  const demoText = t('game.demo');
  const multiText = t('game.multi');
  const badgesLabel = t('filters.labels');
  const labelTexts = new Map<string, string>();
  const labelText = (l: string) => {
    let text = labelTexts.get(l);
    if (text === undefined) labelTexts.set(l, (text = t(`label.${l}`, { defaultValue: l })));
    return text;
  };
  return (
    <ul className={`card-grid game-list game-list--${variant}`} data-testid={testId}>
      {games.slice(0, shown).map((g, i) => {
        const fav = favorites?.has(gameRef(g)) ?? false;
        const badges = [
          ...g.labels.slice(0, 2).map((l) => labelText(l)),
          ...(g.supMultiMode ? [multiText] : []),
        ];
        const playButton = (mode: 'real' | 'demo', text: string, className: string) => (
          <button
            type="button"
            className={className}
            onClick={() => onPlay(g, mode)}
            aria-label={`${text}: ${g.gameName}`}
          >
            {text}
          </button>
        );
        return (
          <li key={gameRef(g)}>
            <GameCard
              name={g.gameName}
              provider={providerName(g.providerCode)}
              imageUrl={g.imageUrl}
              badges={badges}
              badgesLabel={badgesLabel}
              priority={i < eagerCount}
              corner={
                loggedIn && onToggleFavorite ? (
                  <button
                    type="button"
                    className="fav-btn"
                    aria-pressed={fav}
                    aria-label={
                      fav
                        ? t('game.removeFavorite', { name: g.gameName })
                        : t('game.addFavorite', { name: g.gameName })
                    }
                    onClick={() => onToggleFavorite(g, !fav)}
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      <path
                        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
                        fill={fav ? 'currentColor' : 'none'}
                        stroke="currentColor"
                        strokeWidth="1.8"
                      />
                    </svg>
                  </button>
                ) : onRemove ? (
                  <button
                    type="button"
                    className="fav-btn"
                    aria-label={t('game.removeRecent', { name: g.gameName })}
                    onClick={() => onRemove(g)}
                  >
                    {/* Thicker than the set's 1.8: at 14 px the cross keeps a 1.6 px line. */}
                    <CloseIcon size={14} strokeWidth={2.7} />
                  </button>
                ) : null
              }
              actions={
                <>
                  {playButton('real', playText, 'btn btn--primary btn--sm game-list__play')}
                  {g.demo ? playButton('demo', demoText, 'btn btn--secondary btn--sm') : null}
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Memoised: a lobby update that does not change its props (another query's answer) skips it. */
export const GameList = memo(GameListView);
