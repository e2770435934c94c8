import type { ReactNode } from 'react';
import { InfoIcon, WarningIcon } from './icons';
import './surfaces.css';

export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'warning' | 'danger';
  children: ReactNode;
}) {
  return (
    <div className={`notice notice--${tone}`}>
      {tone === 'info' ? <InfoIcon size={18} /> : <WarningIcon size={18} />}
      <div>{children}</div>
    </div>
  );
}
