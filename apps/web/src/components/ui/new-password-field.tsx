/**
 * The fields where a player chooses a password (registration, add-info step 3, reset, security): the
 * browser's new-password hints, no Chinese characters, and the case hint under the new one.
 */
import { stripChinese } from '@casino/shared/rules/fields';
import { usePasswordHint } from '../../lib/password-case';
import { PasswordField, type PasswordFieldProps } from './password-field';

export function NewPasswordField(props: PasswordFieldProps) {
  const hint = usePasswordHint();
  return (
    <PasswordField
      name="new-password"
      autoComplete="new-password"
      sanitize={stripChinese}
      hint={hint}
      {...props}
    />
  );
}

/** The repetition of the new password (no hint: the one above says it). */
export function ConfirmPasswordField(props: PasswordFieldProps) {
  return (
    <PasswordField name="confirm-password" autoComplete="new-password" sanitize={stripChinese} {...props} />
  );
}
