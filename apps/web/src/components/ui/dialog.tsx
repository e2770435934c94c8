/**
 * A modal dialog on the native <dialog> element: the browser provides the focus trap, the inert
 * background and Escape; we add the labelled title, a close button and focus return.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon, InfoIcon, LockIcon, WarningIcon } from './icons';
import { IconButton } from './button';
import './dialog.css';

export type DialogTone = 'info' | 'success' | 'warning' | 'danger' | 'lock' | 'none';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  tone?: DialogTone;
  /** When false, Escape and the close button do nothing (a blocking notice). */
  dismissible?: boolean;
  wide?: boolean;
  /** data-testid-like hook for styling or tests without relying on text. */
  name?: string;
}

const toneIcon: Record<Exclude<DialogTone, 'none'>, ReactNode> = {
  info: <InfoIcon size={22} />,
  success: <CheckIcon size={22} />,
  warning: <WarningIcon size={22} />,
  danger: <WarningIcon size={22} />,
  lock: <LockIcon size={22} />,
};

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  tone = 'none',
  dismissible = true,
  wide,
  name,
}: DialogProps) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      el.showModal();
    } else if (!open && el.open) {
      el.close();
      returnFocus.current?.focus?.();
    }
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el?.open) el.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={['dialog', wide && 'dialog--wide'].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      data-dialog={name}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose();
      }}
    >
      {open ? (
        <div className="dialog__inner">
          <div className="dialog__head">
            {tone !== 'none' ? (
              <span className={`dialog__icon dialog__icon--${tone === 'lock' ? 'danger' : tone}`}>
                {toneIcon[tone]}
              </span>
            ) : null}
            <div className="dialog__titles">
              <h2 id={titleId} className="dialog__title">
                {title}
              </h2>
              {description ? (
                <p id={descId} className="dialog__description">
                  {description}
                </p>
              ) : null}
            </div>
            {dismissible ? (
              <IconButton className="dialog__close" label={t('close')} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            ) : null}
          </div>
          {children}
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
