/**
 * The document head of a /{lng}/ page, kept in step with the route: <title> is the page's own heading
 * (its first <h1>) and the brand; the page's description (the `seo` namespace, a chunk asked for
 * after the first paint: ../lib/first-paint.ts), canonical address and hreflang links (the same page in
 * ja and en, x-default Japanese) come from the shared page table (rules/page-head.ts) the gateway also
 * writes into the served HTML.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstPaintDone } from '../lib/first-paint';
import { useLocation } from '../lib/router';
import { pageHead } from '@casino/shared/rules/page-head';

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
  // Not suspending, and not before the first paint: the served HTML already has this page's
  // description; the chunk is for the next pages (asking for it during the first render put its request
  // before the largest paint). Until then the hook reads the first page's `shell`, which asks for nothing.
  const painted = useFirstPaintDone();
  const { t: tSeo, ready } = useTranslation(painted ? 'seo' : 'shell', { useSuspense: false });
  const { pathname } = useLocation();
  const brand = t('brand');
  const tagline = t('brandTagline');
  const head = useMemo(() => pageHead(pathname), [pathname]);
  const description = painted && ready ? tSeo(`pages.${head.page}.description`) : null;

  useEffect(() => {
    if (description) {
      const meta = upsert('meta[name="description"]', () => {
        const m = document.createElement('meta');
        m.setAttribute('name', 'description');
        return m;
      });
      meta.setAttribute('content', description);
    }
    const origin = window.location.origin;
    const canonical = upsert('link[rel="canonical"]', () => {
      const l = document.createElement('link');
      l.setAttribute('rel', 'canonical');
      return l;
    });
    canonical.setAttribute('href', origin + head.canonical);
    for (const [hreflang, href] of head.alternates) {
      const link = upsert(`link[rel="alternate"][hreflang="${hreflang}"]`, () => {
        const l = document.createElement('link');
        l.setAttribute('rel', 'alternate');
        l.setAttribute('hreflang', hreflang);
        return l;
      });
      link.setAttribute('href', origin + href);
    }
  }, [description, head]);

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
