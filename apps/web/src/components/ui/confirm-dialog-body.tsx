/**
 * A clear confirmation for actions with consequences (cancel an order, give up a bonus, self-exclude):
 * what happens is stated in the body; the confirming button names the action; Cancel is the default
 * focus. `requireText` asks the player to type a word first (self-exclusion). Pages use it through
 * ./confirm-dialog.tsx, which loads it when it first opens.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';
import type { ConfirmDialogProps } from './confirm-dialog';

export function ConfirmDialogBody({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
  danger,
  pending,
  requireText,
  name,
}: ConfirmDialogProps) {
  const { t } = useTranslation('shell');
  const [typed, setTyped] = useState('');
  const ready = !requireText || typed.trim() === requireText.word;
  return (
    <Dialog
      name={name ?? 'confirm'}
      open={open}
      onClose={onCancel}
      tone={danger ? 'danger' : 'warning'}
      title={title}
      description={body}
      footer={
        <>
          {/* The least destructive choice takes the focus (WAI-ARIA dialog pattern). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {t('cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={!ready}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {requireText ? (
        <TextField label={requireText.label} value={typed} onValueChange={setTyped} autoComplete="off" />
      ) : null}
    </Dialog>
  );
}
