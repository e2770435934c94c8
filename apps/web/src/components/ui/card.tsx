import type { ReactNode } from 'react';
import './surfaces.css';

export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Heading level of the title; sections inside a page's h1 default to h2. */
  level?: 2 | 3;
  id?: string;
}

export function Card({ title, subtitle, actions, children, className, level = 2, id }: CardProps) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={['card', className].filter(Boolean).join(' ')}
      aria-labelledby={title && id ? `${id}-title` : undefined}
      id={id}
    >
      <div className="card__body">
        {title || actions ? (
          <div className="card__head">
            <div>
              {title ? (
                <H className="card__title" id={id ? `${id}-title` : undefined}>
                  {title}
                </H>
              ) : null}
              {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
            </div>
            {actions}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
