/** A promotion page's card of a list: the list, or the empty state (or nothing, for player-only lists). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useIsPlayer } from '../../../lib/auth';

interface ListCardProps<R> {
  title: ReactNode;
  id: string;
  rows: readonly R[] | undefined;
  /** The player's own records: no card at all for a visitor, nor (rather than the empty state) while there is nothing to list. */
  mine?: boolean;
  children: (rows: readonly R[]) => ReactNode;
}

export function ListCard<R>({ title, id, rows, mine = false, children }: ListCardProps<R>) {
  const { t } = useTranslation('promotions');
  const player = useIsPlayer();
  const list = (mine && !player ? undefined : rows) ?? [];
  if (list.length === 0 && mine) return null;
  return (
    <Card title={title} id={id}>
      {list.length === 0 ? <EmptyState title={t('common.empty')} /> : children(list)}
    </Card>
  );
}

/** A ListCard whose list is a table: the column headings, and one row (`<tr>`) per record. */
export function ListTable<R>({
  columns,
  row,
  ...card
}: Omit<ListCardProps<R>, 'children'> & { columns: readonly Column[]; row: (record: R) => ReactNode }) {
  return <ListCard {...card}>{(rows) => <DataTable columns={columns}>{rows.map(row)}</DataTable>}</ListCard>;
}
