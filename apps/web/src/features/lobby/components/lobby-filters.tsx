/**
 * Search, providers and labels. The search is a form with role="search"; providers and labels are
 * toggle buttons (aria-pressed) in horizontally scrolling rows so phones keep one line each.
 */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Provider } from '@casino/shared/schemas/provider';
import { Svg } from '../../../components/ui/icons';

export interface LobbyFiltersProps {
  query: string;
  onQuery: (q: string) => void;
  providers: Provider[];
  provider: string | null;
  onProvider: (code: string | null) => void;
  labels: { code: string; name: string }[];
  label: string | null;
  onLabel: (code: string | null) => void;
}

function LobbyFiltersView(p: LobbyFiltersProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  return (
    <div className="lobby-filters">
      <form role="search" className="lobby-search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('search.label')}
        </label>
        <Svg className="lobby-search__icon" size={18}>
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </Svg>
        <input
          id={`${id}-q`}
          type="search"
          className="lobby-search__input"
          placeholder={t('search.placeholder')}
          value={p.query}
          onChange={(e) => p.onQuery(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        {p.query ? (
          <button
            type="button"
            className="lobby-search__clear"
            onClick={() => p.onQuery('')}
            aria-label={t('search.clear')}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </form>
      {p.providers.length > 0 ? (
        <ChipRow
          label={t('filters.providers')}
          allLabel={t('filters.allProviders')}
          items={p.providers.map((x) => ({ code: x.providerCode, name: x.providerName }))}
          value={p.provider}
          onChange={p.onProvider}
        />
      ) : null}
      {p.labels.length > 0 ? (
        <ChipRow
          label={t('filters.labels')}
          allLabel={t('filters.allLabels')}
          items={p.labels}
          value={p.label}
          onChange={p.onLabel}
        />
      ) : null}
    </div>
  );
}

function ChipRow(props: {
  label: string;
  allLabel: string;
  items: { code: string; name: string }[];
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  return (
    <div className="lobby-chips" role="group" aria-label={props.label}>
      <button
        type="button"
        className="chip chip--quiet lobby-chip"
        aria-pressed={props.value === null}
        onClick={() => props.onChange(null)}
      >
        {props.allLabel}
      </button>
      {props.items.map((item) => (
        <button
          key={item.code}
          type="button"
          className="chip chip--quiet lobby-chip"
          aria-pressed={props.value === item.code}
          onClick={() => props.onChange(props.value === item.code ? null : item.code)}
        >
          {item.name}
        </button>
      ))}
    </div>
  );
}

/** Memoised: a query's answer elsewhere on the page does not re-render the filter rows. */
export const LobbyFilters = memo(LobbyFiltersView);
