/**
 * The loading indicator: a thin bar under the header while any call is in flight for more than a
 * moment (quick ones never flash it). Calls that should not show it say `meta: { hideLoading: true }`
 * (background polling, the session check), like the catalog's hideLoading flag.
 */
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DELAY_MS = 350;

export function LoadingBar() {
  const { t } = useTranslation('shell');
  const fetching = useIsFetching({ predicate: (q) => q.meta?.hideLoading !== true });
  const mutating = useIsMutating({ predicate: (m) => m.meta?.hideLoading !== true });
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
