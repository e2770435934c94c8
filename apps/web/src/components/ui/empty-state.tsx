import type { ReactNode } from 'react';
import { InfoIcon } from './icons';
import './surfaces.css';

export function EmptyState({
  title,
  children,
  icon,
}: {
  title: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="empty">
      {icon ?? <InfoIcon size={28} />}
      <strong>{title}</strong>
      {children}
    </div>
  );
}
