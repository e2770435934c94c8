/**
 * A clear confirmation for actions with consequences (cancel an order, give up a bonus, self-exclude):
 * ./confirm-dialog-body.tsx. A page carries only this small part; the dialog itself loads after the
 * first paint (../../lib/first-paint.ts) or when it first opens, and stays mounted from then on.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useFirstPaintDone } from '../../lib/first-paint';
import { retryingImport } from '../../lib/lazy-when';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
  pending?: boolean;
  requireText?: { label: string; word: string };
  name?: string;
}

const load = () => retryingImport(() => import('./confirm-dialog-body'));
const Body = lazy(() => load().then((m) => ({ default: m.ConfirmDialogBody })));

export function ConfirmDialog(props: ConfirmDialogProps) {
  const painted = useFirstPaintDone();
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => {
    if (painted) void load();
  }, [painted]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
