/**
 * Layouts of the on-screen keyboard (simple-keyboard): a Japanese JIS arrangement and an English US
 * one, each with a shifted page. Credentials are ASCII (spec section 5), so both type ASCII; the JIS
 * layout puts the keys where a Japanese customer expects them (@ next to P, : and ; side by side, ¥
 * for the backslash) and labels the function keys in Japanese.
 */
export type KeyboardLanguage = 'ja' | 'en';

export const LAYOUTS: Record<KeyboardLanguage, { default: string[]; shift: string[] }> = {
  ja: {
    default: [
      '1 2 3 4 5 6 7 8 9 0 - ^ \\ {bksp}',
      'q w e r t y u i o p @ [',
      'a s d f g h j k l ; : ] {enter}',
      '{shift} z x c v b n m , . / _',
      '{layout} {space} .com',
    ],
    shift: [
      '! " # $ % & \' ( ) ~ = ~ | {bksp}',
      'Q W E R T Y U I O P ` {',
      'A S D F G H J K L + * } {enter}',
      '{shift} Z X C V B N M < > ? _',
      '{layout} {space} .com',
    ],
  },
  en: {
    default: [
      '` 1 2 3 4 5 6 7 8 9 0 - = {bksp}',
      'q w e r t y u i o p [ ] \\',
      "a s d f g h j k l ; ' {enter}",
      '{shift} z x c v b n m , . / @',
      '{layout} {space} .com',
    ],
    shift: [
      '~ ! @ # $ % ^ & * ( ) _ + {bksp}',
      'Q W E R T Y U I O P { } |',
      'A S D F G H J K L : " {enter}',
      '{shift} Z X C V B N M < > ? @',
      '{layout} {space} .com',
    ],
  },
};

/** Every key of a layout, for the accessibility attributes simple-keyboard puts on its buttons. */
export function keysOf(lang: KeyboardLanguage): string[] {
  const all = new Set<string>();
  for (const row of [...LAYOUTS[lang].default, ...LAYOUTS[lang].shift])
    for (const k of row.split(' ')) all.add(k);
  return [...all];
}

/** What typing `key` does to `value`. */
export function applyKey(value: string, key: string, max = 64): string {
  if (key === '{bksp}') return value.slice(0, -1);
  if (key === '{space}') return value;
  if (key.startsWith('{')) return value;
  return (value + key).slice(0, max);
}
