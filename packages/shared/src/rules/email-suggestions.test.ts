import { describe, expect, it } from 'vitest';
import { emailSuggestions } from './email-suggestions';

const all = (local: string) => [
  `${local}@gmail.com`,
  `${local}@outlook.com`,
  `${local}@yahoo.com`,
  `${local}@icloud.com`,
];

describe('emailSuggestions', () => {
  it.each([
    ['nothing typed', '', []],
    ['only spaces', '   ', []],
    ['one character', 't', all('t')],
    ['a local part', 'taro', all('taro')],
    ['a local part and @', 'taro@', all('taro')],
    ['first letter of a domain', 'taro@g', ['taro@gmail.com']],
    ['a prefix shared by none', 'taro@x', []],
    ['a longer prefix', 'taro@outl', ['taro@outlook.com']],
    ['upper case domain typed', 'taro@YA', ['taro@yahoo.com']],
    ['local part case kept', 'Taro.Y@i', ['Taro.Y@icloud.com']],
    ['a complete suggested domain', 'taro@gmail.com', []],
    ['a complete domain in upper case', 'taro@GMAIL.COM', []],
    ['a domain past a suggestion', 'taro@gmail.comx', []],
    ['another domain', 'taro@example.jp', []],
    ['no local part', '@g', []],
    ['two @', 'a@b@g', []],
    ['surrounding spaces', '  taro@y ', ['taro@yahoo.com']],
    ['a space inside the local part', 'ta ro', []],
  ])('%s: %j', (_name, typed, expected) => {
    expect(emailSuggestions(typed)).toEqual(expected);
  });
});
