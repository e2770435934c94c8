/**
 * The loading indicator: a thin bar under the header while any call is in flight for more than a
 * moment (quick ones never flash it). Calls whose catalog entry says `hideLoading` (background polling,
 * the session check) never show it; a call site may hide it too (`meta: { hideLoading: true }`).
 */
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { callPolicy, procedureOfKey } from '@casino/shared/catalog/client-policy';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DELAY_MS = 350;

export function LoadingBar() {
  const { t } = useTranslation('shell');
  const fetching = useIsFetching({
    predicate: (q) => q.meta?.hideLoading !== true && !callPolicy(procedureOfKey(q.queryKey)).hideLoading,
  });
  const mutating = useIsMutating({
    predicate: (m) =>
      m.meta?.hideLoading !== true && !callPolicy(procedureOfKey(m.options.mutationKey)).hideLoading,
  });
  const busy = fetching + mutating > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return shown ? <div className="loading-bar" role="progressbar" aria-label={t('loading')} /> : null;
}
