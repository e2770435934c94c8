/** A CMS link as the site uses it: external URLs as they are, site paths under the page's language. */
export function siteHref(lng: string, href: string): { external: boolean; to: string } {
  if (/^https?:\/\//i.test(href)) return { external: true, to: href };
  const path = href.startsWith('/') ? href : `/${href}`;
  return { external: false, to: /^\/(ja|en)(\/|$)/.test(path) ? path : `/${lng}${path}` };
}

/**
 * The search string (`?…` or '') that puts the search box's text in `?q` of the address `current`,
 * keeping its other parameters; null when `?q` already says it, so nothing is to be navigated.
 */
export function searchWithQuery(current: string, text: string): string | null {
  const next = new URLSearchParams(current);
  const value = text.trim();
  if ((next.get('q') ?? '') === value) return null;
  if (value) next.set('q', value);
  else next.delete('q');
  const query = next.toString();
  return query ? `?${query}` : '';
}
