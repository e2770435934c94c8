import type { ReactNode } from 'react';
import './surfaces.css';

export interface ProgressBarProps {
  /** 0..100 */
  value: number;
  label: ReactNode;
  valueText?: ReactNode;
}

export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const pct = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <div className="progress">
      <div className="progress__meta">
        <span>{label}</span>
        <span className="num">{valueText ?? `${pct.toFixed(0)}%`}</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        aria-label={typeof label === 'string' ? label : undefined}
      >
        <div className="progress__bar" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
