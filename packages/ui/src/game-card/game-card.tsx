/**
 * One game tile for lobbies (web) and pickers (kiosk): artwork, name, provider, labels, and the app's
 * actions. The whole card is not a link: actions are explicit buttons, which keeps keyboard and screen
 * reader use simple (play, demo, favourite are distinct).
 */
import type { ReactNode } from 'react';
import { LazyImage } from '../lazy-image';
import './game-card.css';

export interface GameCardProps {
  name: string;
  provider?: string;
  imageUrl?: string | null;
  /** Small badges, already in the page's language: "新着", "Hot", a jackpot, a label from the CMS. */
  badges?: string[];
  /** What a screen reader calls the badges' list, in the page's language ("ラベル" / "Labels"). */
  badgesLabel?: string;
  /** Buttons and links; the first one is the primary action. */
  actions?: ReactNode;
  /** A corner control, usually the favourite toggle. */
  corner?: ReactNode;
  priority?: boolean;
  'data-testid'?: string;
}

export function GameCard(props: GameCardProps) {
  return (
    <article className="cui-card" aria-label={props.name} data-testid={props['data-testid']}>
      <div className="cui-card__art">
        <LazyImage src={props.imageUrl} alt="" fallbackText={props.name} priority={props.priority} />
        {props.badges && props.badges.length > 0 ? (
          <ul className="cui-card__badges" aria-label={props.badgesLabel}>
            {props.badges.map((b) => (
              <li key={b} className="cui-badge">
                {b}
              </li>
            ))}
          </ul>
        ) : null}
        {props.corner ? <div className="cui-card__corner">{props.corner}</div> : null}
      </div>
      <div className="cui-card__body">
        <h3 className="cui-card__name">{props.name}</h3>
        {props.provider ? <p className="cui-card__provider">{props.provider}</p> : null}
        {props.actions ? <div className="cui-card__actions">{props.actions}</div> : null}
      </div>
    </article>
  );
}
