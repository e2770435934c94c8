/**
 * Field validation messages (namespace `validation`). Every `'validation.<key>'` used by a zod schema
 * in packages/shared must exist here; resources.test.ts enforces it.
 */
import type { MessagesLike } from './types';

const ja = {
  required: '入力してください。',
  invalid: '入力内容をご確認ください。',
  usernameEmpty: 'ユーザー名を入力してください。',
  usernameError: 'ユーザー名は半角英数字4〜18文字で入力してください。',
  usernameOnlyEmpty: 'ユーザー名を入力してください。',
  usernameOnlyError: 'ユーザー名は英字を1文字以上含む半角英数字6〜12文字で入力してください。',
  passwordEmpty: 'パスワードを入力してください。',
  passwordError: 'パスワードは半角英数字・記号6〜32文字で入力してください。',
  emailEmpty: 'メールアドレスを入力してください。',
  emailError: '正しいメールアドレスを入力してください。',
  codeEmpty: '認証コードを入力してください。',
  codeError: '認証コードは6桁以上の数字で入力してください。',
  referMax: '紹介コードは20文字以内で入力してください。',
  phoneEmpty: '電話番号を入力してください。',
  phoneError: '電話番号は6〜20桁の数字で入力してください。',
  nameEmpty: 'お名前を入力してください。',
  nameError: 'お名前は日本語または英字で2文字以上入力してください。',
  termsUnchecked: '利用規約にご同意のうえ、チェックを入れてください。',
  currencyError: '対応していない通貨です。',
  amountEmpty: '金額を入力してください。',
  amountError: '金額は小数点以下8桁までの数字で入力してください。',
  amountPositive: '0より大きい金額を入力してください。',
  repeatName: 'このユーザー名はすでに使用されています。',
  repeatEmail: 'このメールアドレスはすでに登録されています。',
};

const en = {
  required: 'This field is required.',
  invalid: 'Please check what you entered.',
  usernameEmpty: 'Please enter your username.',
  usernameError: 'Username must be 4 to 18 letters or digits.',
  usernameOnlyEmpty: 'Please enter a username.',
  usernameOnlyError: 'Username must be 6 to 12 letters or digits, with at least one letter.',
  passwordEmpty: 'Please enter your password.',
  passwordError: 'Password must be 6 to 32 letters, digits or symbols.',
  emailEmpty: 'Please enter your email address.',
  emailError: 'Please enter a valid email address.',
  codeEmpty: 'Please enter the verification code.',
  codeError: 'The verification code must be at least 6 digits.',
  // The spec's own wording (section 5).
  referMax: 'Maximum 20 code!',
  phoneEmpty: 'Please enter your phone number.',
  phoneError: 'Phone number must be 6 to 20 digits.',
  nameEmpty: 'Please enter your name.',
  nameError: 'Name must be at least 2 Japanese or Latin characters.',
  termsUnchecked: 'Please check the box to agree to the terms.',
  currencyError: 'This currency is not supported.',
  amountEmpty: 'Please enter an amount.',
  amountError: 'Enter an amount with at most 8 decimal places.',
  amountPositive: 'The amount must be greater than 0.',
  repeatName: 'This username is already taken.',
  repeatEmail: 'This email address is already registered.',
} satisfies MessagesLike<typeof ja>;

export const validation = { ja, en };
