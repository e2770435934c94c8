/**
 * The loading indicator: a thin bar under the header while any call is in flight for more than a
 * moment (quick ones never flash it). Calls whose catalog entry says `hideLoading` (background polling,
 * the session check) never show it; a call site may hide it too (`meta: { hideLoading: true }`).
 */
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { callPolicy, procedureOfKey } from '@casino/shared/catalog/client-policy';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstPaintDone } from '../../lib/first-paint';

const DELAY_MS = 350;

/**
 * Whether a call shows the bar, decided once per query or mutation (the filters run on every cache
 * event, for every call in the cache).
 */
const shows = new WeakMap<object, boolean>();
function showsLoading(
  call: object,
  meta: Record<string, unknown> | undefined,
  key: readonly unknown[] | undefined,
) {
  let show = shows.get(call);
  if (show === undefined) {
    show = meta?.hideLoading !== true && !callPolicy(procedureOfKey(key)).hideLoading;
    shows.set(call, show);
  }
  return show;
}

/**
 * Watches the calls from the first paint on: a page's first screen shows its own placeholders, and
 * the watch (a filter run on every cache event while a dozen first calls start) stays out of the
 * first commit's task.
 */
export function LoadingBar() {
  return useFirstPaintDone() ? <LoadingBarWatch /> : null;
}

function LoadingBarWatch() {
  const { t } = useTranslation('shell');
  const fetching = useIsFetching({ predicate: (q) => showsLoading(q, q.meta, q.queryKey) });
  const mutating = useIsMutating({
    predicate: (m) => showsLoading(m, m.meta, m.options.mutationKey),
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
