/** A modal dialog sized for touch: a labelled dialog element over a dimmed screen. */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Dialog(props: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="overlay">
      <div
        ref={ref}
        className={`dialog ${props.className ?? ''}`}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={id}
        tabIndex={-1}
      >
        <h2 id={id} className="dialog__title">
          {props.title}
        </h2>
        {props.children}
        {props.onClose ? (
          <button
            type="button"
            className="dialog__close"
            onClick={props.onClose}
            aria-label={props.closeLabel}
          >
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** One of a dialog's large action buttons (in its `dialog__actions` row). */
export function DialogButton(props: {
  kind: 'primary' | 'ghost' | 'cashout';
  onClick?: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn btn--${props.kind} btn--xl`}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** The actions row of a dialog with nothing to choose: its one answer, a primary button. */
export function DialogOk(props: { onClick: () => void; children: ReactNode }) {
  return (
    <div className="dialog__actions">
      <DialogButton kind="primary" onClick={props.onClick}>
        {props.children}
      </DialogButton>
    </div>
  );
}
