/**
 * The field of the account's name (the login's "username or email", the registration's username): the
 * browser's username autofill, no capitalising or spell check of a name, no Chinese characters.
 */
import { stripChinese } from '@casino/shared/rules/fields';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

export function AccountNameField(props: TextFieldProps) {
  return (
    <TextField
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      sanitize={stripChinese}
      {...props}
    />
  );
}
