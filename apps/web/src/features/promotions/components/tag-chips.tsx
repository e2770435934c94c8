/** The row of tag filters above a promotion list: "all" and one chip per tag (pressed = chosen). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function TagChips<T extends { tagId: string }>({
  label,
  tags = [],
  render,
  value,
  onChange,
}: {
  label: string;
  tags: readonly T[] | undefined;
  /** What a tag's chip shows. */
  render: (tag: T) => ReactNode;
  value: string | null;
  onChange: (tagId: string | null) => void;
}) {
  const { t } = useTranslation('promotions');
  const chips = [
    { tagId: null, content: t('guess.allTags') },
    ...tags.map((tg) => ({ tagId: tg.tagId, content: render(tg) })),
  ];
  return (
    <div className="promo-chips" role="group" aria-label={label}>
      {chips.map((tg) => (
        <button
          key={tg.tagId ?? ''}
          type="button"
          className="chip promo-chip"
          aria-pressed={value === tg.tagId}
          onClick={() => onChange(tg.tagId)}
        >
          {tg.content}
        </button>
      ))}
    </div>
  );
}
