import { useId, type ReactNode } from 'react';
import { FieldMessages } from './field-message';
import './field.css';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
}

export function Checkbox({ checked, onCheckedChange, children, error, disabled, name }: CheckboxProps) {
  const id = useId();
  return (
    <div className={['field', error && 'field--invalid'].filter(Boolean).join(' ')}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onCheckedChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
