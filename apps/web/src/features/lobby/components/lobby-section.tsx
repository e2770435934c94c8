/**
 * A titled section of the lobby: its h2 names it (aria-labelledby), with a "see all" link beside the
 * title when the section has a page of its own.
 */
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';

export function LobbySection({
  id,
  title,
  className = 'lobby-section',
  more,
  children,
}: {
  /** The title's id. */
  id: string;
  title: ReactNode;
  className?: string;
  /** The section's own page: a "see all" link to it beside the title. */
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="lobby-section__title">
      {title}
    </h2>
  );
  return (
    <section className={className} aria-labelledby={id}>
      {more ? (
        <div className="lobby-section__head">
          {heading}
          <Link to={more.to} className="lobby-section__more">
            {more.label}
          </Link>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
