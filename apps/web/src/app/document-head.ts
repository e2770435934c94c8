/**
 * The document head of a /{lng}/ page, kept in step with the route: <title> is the page's own heading
 * (its first <h1>) and the brand, the meta description is in the page's language, and hreflang links
 * point at the same page in ja and en (x-default: Japanese, the default language).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../lib/router';
import { LANGUAGES, type Language } from '@casino/shared/rules/constants';
import { switchLanguagePath } from '../lib/lng';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/** "Page heading | Brand", or "Brand | tagline" on a page without a heading. */
export function documentTitle(heading: string | null | undefined, brand: string, tagline: string): string {
  const h = heading?.replace(/\s+/g, ' ').trim();
  return h && h !== brand ? `${h} | ${brand}` : `${brand} | ${tagline}`;
}

export function useDocumentHead() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const brand = t('brand');
  const tagline = t('brandTagline');
  const description = t('metaDescription');

  useEffect(() => {
    const meta = upsert('meta[name="description"]', () => {
      const m = document.createElement('meta');
      m.setAttribute('name', 'description');
      return m;
    });
    meta.setAttribute('content', description);
    const origin = window.location.origin;
    const alternates: [string, Language][] = [
      ...LANGUAGES.map((l): [string, Language] => [l, l]),
      ['x-default', 'ja'],
    ];
    for (const [hreflang, to] of alternates) {
      const link = upsert(`link[rel="alternate"][hreflang="${hreflang}"]`, () => {
        const l = document.createElement('link');
        l.setAttribute('rel', 'alternate');
        l.setAttribute('hreflang', hreflang);
        return l;
      });
      link.setAttribute('href', origin + switchLanguagePath(pathname, search, '', to));
    }
  }, [description, pathname, search]);

  useEffect(() => {
    const apply = () => {
      const heading = document.querySelector('main h1')?.textContent;
      const next = documentTitle(heading, brand, tagline);
      if (document.title !== next) document.title = next;
    };
    apply();
    // Pages load their heading after their data: follow the DOM until the route changes.
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [brand, tagline, pathname]);
}
