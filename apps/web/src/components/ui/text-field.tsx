/**
 * A labelled text input with its hint and error wired for assistive technology, and a clear button
 * (spec section 2: text inputs have a clear button). `onValueChange` gets the string, already filtered
 * by `sanitize` when given (e.g. Chinese characters stripped from login input).
 */
import { useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearIcon } from './icons';
import { IconButton } from './button';
import { FieldMessages } from './field-message';
import './field.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'prefix'
> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  clearable?: boolean;
  sanitize?: (value: string) => string;
  prefix?: ReactNode;
  /** Extra controls inside the input's frame, after the clear button (e.g. "send code"). */
  actions?: ReactNode;
  /** Content rendered under the control inside the field's positioning box (suggestion lists). */
  below?: ReactNode;
  labelHidden?: boolean;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  optional,
  clearable = true,
  sanitize,
  prefix,
  actions,
  below,
  labelHidden,
  id: idProp,
  className,
  disabled,
  readOnly,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation('shell');
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const showClear = clearable && !disabled && !readOnly && value.length > 0;

  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
        {optional ? <span className="field__optional">{t('optional')}</span> : null}
      </label>
      <div className="field__control">
        {prefix ? <span className="field__prefix">{prefix}</span> : null}
        <input
          ref={inputRef}
          id={id}
          className="field__input"
          value={value}
          onChange={(e) => onValueChange(sanitize ? sanitize(e.target.value) : e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          readOnly={readOnly}
          {...rest}
        />
        {showClear || actions ? (
          <span className="field__actions">
            {showClear ? (
              <IconButton
                label={t('clearInput')}
                onClick={() => {
                  onValueChange('');
                  inputRef.current?.focus();
                }}
              >
                <ClearIcon size={18} />
              </IconButton>
            ) : null}
            {actions}
          </span>
        ) : null}
        {below}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
