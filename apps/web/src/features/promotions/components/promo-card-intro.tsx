import type { ReactNode } from 'react';

/** A promotion card's name, description and headline figure (a task's reward, a tournament's prize pool). */
export function PromoCardIntro({
  promo: { name, description },
  figureLabel,
  figure,
}: {
  promo: { name: string; description: string };
  figureLabel: string;
  figure: ReactNode;
}) {
  return (
    <>
      <h2 className="promo-card__title">{name}</h2>
      <p className="promo-card__text">{description}</p>
      <p className="promo-card__pool">
        <span>{figureLabel}</span>
        <strong className="num">{figure}</strong>
      </p>
    </>
  );
}
