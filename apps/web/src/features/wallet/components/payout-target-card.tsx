/**
 * The card of a kind of payout target (bank accounts, crypto addresses): the list with a delete button
 * on each (confirmed in a dialog), and the "add" button opening the dialog with the form. The texts are
 * the `<ns>.title|add|empty|delete|deleteConfirmTitle|save` keys of the wallet namespace.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePayoutProof } from './payout-proof-field';

type Ns = 'bankCards' | 'addresses';

/**
 * The card's dialogs (adding, the item being deleted) and what follows a saved or deleted item: the
 * toast, the dialog closed, and the list (and the add form) renewed.
 */
export function usePayoutTargets<T>(
  ns: Ns,
  list: { invalidate: () => Promise<unknown> },
  resetForm: () => void,
) {
  const { t } = useTranslation('wallet');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const proofOf = usePayoutProof();
  return {
    proofOf,
    adding,
    setAdding,
    deleting,
    setDeleting,
    onSaved: async () => {
      toast.success(t(`${ns}.saved`));
      setAdding(false);
      resetForm();
      await list.invalidate();
    },
    onDeleted: async () => {
      toast.success(t(`${ns}.deleted`));
      setDeleting(null);
      await list.invalidate();
    },
  };
}

export function PayoutTargetCard<T extends { id: string }>({
  ns,
  id,
  items,
  main,
  badge,
  name,
  deleteBody,
  onDelete,
  deletePending,
  dialogName,
  wide,
  state: { adding, setAdding: onAdding, deleting, setDeleting: onDeleting },
  validate,
  onSubmit,
  saving,
  children,
}: {
  ns: Ns;
  id: string;
  items: readonly T[];
  /** The item's title and detail lines. */
  main: (item: T) => ReactNode;
  badge?: (item: T) => ReactNode;
  /** How the delete button and its confirmation name the item. */
  name: (item: T) => string;
  deleteBody: (item: T) => string;
  onDelete: (item: T) => void;
  deletePending: boolean;
  dialogName: string;
  wide?: boolean;
  state: Pick<ReturnType<typeof usePayoutTargets<T>>, 'adding' | 'setAdding' | 'deleting' | 'setDeleting'>;
  /** Marks the form submitted; true when it may be sent. */
  validate: () => boolean;
  /** Sends the valid form. */
  onSubmit: () => void;
  saving: boolean;
  /** The add form's fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Card
      title={t(`${ns}.title`)}
      id={id}
      actions={
        <Button size="sm" variant="secondary" onClick={() => onAdding(true)}>
          {t(`${ns}.add`)}
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={t(`${ns}.empty`)} />
      ) : (
        <ul className="order-list">
          {items.map((item) => (
            <li key={item.id}>
              <div className="order-list__main">{main(item)}</div>
              <div className="order-list__side">
                {badge?.(item)}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onDeleting(item)}
                  aria-label={`${t(`${ns}.delete`)} ${name(item)}`}
                >
                  {t(`${ns}.delete`)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        name={dialogName}
        open={adding}
        onClose={() => onAdding(false)}
        title={t(`${ns}.add`)}
        wide={wide}
      >
        <form
          className="stack"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (validate()) onSubmit();
          }}
          noValidate
        >
          {children}
          <div className="dialog__footer">
            <Button variant="secondary" onClick={() => onAdding(false)}>
              {t('shell:cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t(`${ns}.save`)}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        name={`delete-${dialogName.replace(/^add-/, '')}`}
        open={deleting !== null}
        danger
        title={t(`${ns}.deleteConfirmTitle`)}
        body={deleting ? deleteBody(deleting) : ''}
        confirmLabel={t(`${ns}.delete`)}
        pending={deletePending}
        onCancel={() => onDeleting(null)}
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </Card>
  );
}
