/** The category bar: all games, then the spec's categories; sports leaves for the sports book. */
import { memo } from 'react';
import { NavLink } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../api/types';
import { Svg } from '../../../components/ui/icons';

function CategoryNavView({ lng }: { lng: string }) {
  const { t } = useTranslation('lobby');
  return (
    <nav className="lobby-cats" aria-label={t('nav.label')}>
      <NavLink to={`/${lng}/game`} end className="chip lobby-cats__item">
        {t('nav.all')}
      </NavLink>
      {CATEGORIES.map((c) => (
        <NavLink
          key={c}
          to={c === 'sports' ? `/${lng}/sports-bet` : `/${lng}/game/${c}`}
          className="chip lobby-cats__item"
        >
          <CategoryIcon category={c} />
          {t(`nav.${c}`)}
        </NavLink>
      ))}
    </nav>
  );
}

const PATHS: Record<string, string> = {
  slots: 'M4 5h16v14H4zM8 9v6M12 9v6M16 9v6',
  pachinko: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  'live-casino': 'M12 4l2.5 5 5.5.8-4 3.9.9 5.5L12 16.6 7.1 19.2 8 13.7 4 9.8 9.5 9z',
  fish: 'M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3zM8 11.5h.01',
  poker:
    'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm5 5c-2 2-3 3-3 4.5a1.8 1.8 0 0 0 3 1.2 1.8 1.8 0 0 0 3-1.2C15 11 14 10 12 8z',
  sports: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3v18M3 12h18',
};

function CategoryIcon({ category }: { category: string }) {
  return (
    <Svg size={18} strokeWidth={1.6}>
      <path d={PATHS[category] ?? ''} />
    </Svg>
  );
}

/** Memoised: a lobby update that does not change its props (another query's answer) skips it. */
export const CategoryNav = memo(CategoryNavView);
