/**
 * The empty state of a list or a page, which is only ever shown for a true "nothing here": while a
 * query of the page has failed to load (no network, a time-out, a gateway 5xx: lib/failure.ts), the
 * same place says it could not be loaded and offers a retry instead, whatever the page. Pages need not
 * pass their query: every query mounted on the page counts. A page can also pass `query` to have any
 * failure of that one query count.
 */
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isConnectionFailure } from '../../lib/failure';
import { Button } from './button';
import { InfoIcon, WarningIcon } from './icons';
import './surfaces.css';

interface QueryLike {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

const failedToLoad = (q: Query) => q.state.status === 'error' && isConnectionFailure(q.state.error);

/** Whether a query on the page failed to load, and whether one of those is being asked again. */
function usePageFailure(): 'none' | 'failed' | 'retrying' {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      const failed = cache.findAll({ type: 'active', predicate: failedToLoad });
      if (failed.length === 0) return 'none';
      return failed.some((q) => q.state.fetchStatus === 'fetching') ? 'retrying' : 'failed';
    },
    () => 'none',
  );
}

export function EmptyState({
  title,
  children,
  icon,
  query,
}: {
  title: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  /** The query whose answer is empty: any failure of it (not only a connection's) is "could not load". */
  query?: QueryLike;
}) {
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  const page = usePageFailure();
  const own = query?.isError === true;
  if (own || page !== 'none') {
    const retrying = own ? query.isFetching : page === 'retrying';
    const retry = () => {
      if (own) void query.refetch();
      else void client.refetchQueries({ type: 'active', predicate: failedToLoad });
    };
    return (
      <div className="empty empty--failed" role="alert">
        <WarningIcon size={28} />
        <strong>{t('loadFailed')}</strong>
        <span>{t('loadFailedHint')}</span>
        <Button variant="secondary" size="sm" onClick={retry} loading={retrying}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="empty">
      {icon ?? <InfoIcon size={28} />}
      <strong>{title}</strong>
      {children}
    </div>
  );
}
