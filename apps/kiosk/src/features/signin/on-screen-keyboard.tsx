/**
 * The on-screen keyboard (react-simple-keyboard), fed to whichever field has focus. It follows the UI
 * language (JIS for Japanese, US for English) and can be switched by its own key. Keys are real buttons
 * for assistive technology (role and accessible name), and never steal the focus from the field.
 */
import { useMemo, useState } from 'react';
import Keyboard from 'react-simple-keyboard';
import 'simple-keyboard/build/css/index.css';
import { useTranslation } from 'react-i18next';
import { keysOf, LAYOUTS, type KeyboardLanguage } from './keyboard-layouts';

export interface OnScreenKeyboardProps {
  onKey: (key: string) => void;
  onEnter: () => void;
}

export function OnScreenKeyboard({ onKey, onEnter }: OnScreenKeyboardProps) {
  const { t, i18n } = useTranslation('kiosk');
  const [override, setOverride] = useState<KeyboardLanguage | null>(null);
  const lang: KeyboardLanguage = override ?? (i18n.language === 'en' ? 'en' : 'ja');
  const [shift, setShift] = useState(false);

  const display = useMemo(
    () => ({
      '{bksp}': `⌫ ${t('keyboard.bksp')}`,
      '{enter}': t('keyboard.enter'),
      '{shift}': `⇧ ${t('keyboard.shift')}`,
      '{space}': t('keyboard.space'),
      '{layout}': lang === 'ja' ? `⌨ ${t('keyboard.layoutEn')}` : `⌨ ${t('keyboard.layoutJa')}`,
      '\\': lang === 'ja' ? '¥' : '\\',
    }),
    [t, lang],
  );

  const buttonAttributes = useMemo(() => {
    const keys = keysOf(lang);
    const named = (k: string) => (display as Record<string, string>)[k] ?? k;
    return [
      { attribute: 'role', value: 'button', buttons: keys.join(' ') },
      ...keys.map((k) => ({ attribute: 'aria-label', value: named(k), buttons: k })),
    ];
  }, [lang, display]);

  return (
    <div className="osk" role="group" aria-label={t('keyboard.label')} data-layout={lang}>
      <Keyboard
        layout={LAYOUTS[lang]}
        layoutName={shift ? 'shift' : 'default'}
        display={display}
        buttonAttributes={buttonAttributes}
        mergeDisplay
        physicalKeyboardHighlight={false}
        preventMouseDownDefault
        disableButtonHold
        usePointerEvents
        theme={`hg-theme-default osk__board osk__board--${lang}`}
        onKeyPress={(key: string) => {
          if (key === '{shift}') setShift((s) => !s);
          else if (key === '{layout}') setOverride(lang === 'ja' ? 'en' : 'ja');
          else if (key === '{enter}') onEnter();
          else {
            onKey(key);
            if (shift && !key.startsWith('{')) setShift(false);
          }
        }}
      />
    </div>
  );
}
