/**
 * A pachinko / pachislot machine tile: machine number, live state, and its recent hits (the numbers
 * players on a venue floor read before choosing a machine). Used by the web lobby and the kiosk picker.
 */
import type { ReactNode } from 'react';
import { LazyImage } from '../lazy-image';
import './game-card.css';

export type MachineState = 'free' | 'playing' | 'reserved' | 'closed';

export interface MachineCardProps {
  name: string;
  machineNo: string | number;
  state: MachineState;
  stateLabel: string;
  imageUrl?: string | null;
  /** Label/value pairs: "大当たり 12", "総回転 3,210", "最終当たり 120回転前". */
  stats: { label: string; value: string }[];
  /** Recent hits as short texts, newest first. */
  recentHits?: string[];
  recentHitsLabel?: string;
  actions?: ReactNode;
}

export function MachineCard(props: MachineCardProps) {
  return (
    <article
      className="cui-card cui-card--machine"
      aria-label={`${props.name} ${props.machineNo}`}
      data-machine-state={props.state}
    >
      <div className="cui-card__art">
        <LazyImage src={props.imageUrl} alt="" fallbackText={props.name} />
        <span className={`cui-state cui-state--${props.state}`}>{props.stateLabel}</span>
        <span className="cui-card__machine-no">No.{props.machineNo}</span>
      </div>
      <div className="cui-card__body">
        <h3 className="cui-card__name">{props.name}</h3>
        <dl className="cui-stats">
          {props.stats.map((s) => (
            <div key={s.label} className="cui-stats__row">
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
        {props.recentHits && props.recentHits.length > 0 ? (
          <div className="cui-hits">
            <p className="cui-hits__label">{props.recentHitsLabel}</p>
            <ol className="cui-hits__list">
              {props.recentHits.map((h, i) => (
                <li key={i}>{h}</li>
              ))}
            </ol>
          </div>
        ) : null}
        {props.actions ? <div className="cui-card__actions">{props.actions}</div> : null}
      </div>
    </article>
  );
}
