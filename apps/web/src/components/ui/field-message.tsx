import type { ReactNode } from 'react';
import { WarningIcon } from './icons';

/** A field's hint and error lines under its control (the control points at them by id). */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="field__error" role="alert">
          <WarningIcon size={16} />
          <span>{error}</span>
        </div>
      ) : null}
    </>
  );
}
