/** A promotion page's card of a list: the list, or the empty state (or nothing, for player-only lists). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';

export function ListCard<R>({
  title,
  id,
  rows,
  hideWhenEmpty = false,
  children,
}: {
  title: ReactNode;
  id: string;
  rows: readonly R[] | undefined;
  /** Show no card at all (rather than the empty state) while there is nothing to list. */
  hideWhenEmpty?: boolean;
  children: (rows: readonly R[]) => ReactNode;
}) {
  const { t } = useTranslation('promotions');
  const list = rows ?? [];
  if (list.length === 0 && hideWhenEmpty) return null;
  return (
    <Card title={title} id={id}>
      {list.length === 0 ? <EmptyState title={t('common.empty')} /> : children(list)}
    </Card>
  );
}
