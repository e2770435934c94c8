/** A text field for passwords with a show/hide toggle (spec section 2). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'actions'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  const label = visible ? t('hidePassword') : t('showPassword');
  return (
    <TextField
      autoComplete="current-password"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
      type={visible ? 'text' : 'password'}
      actions={
        <IconButton
          label={label}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </IconButton>
      }
    />
  );
}
