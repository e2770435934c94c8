/** A CMS link as the site uses it: external URLs as they are, site paths under the page's language. */
export function siteHref(lng: string, href: string): { external: boolean; to: string } {
  if (/^https?:\/\//i.test(href)) return { external: true, to: href };
  const path = href.startsWith('/') ? href : `/${href}`;
  return { external: false, to: /^\/(ja|en)(\/|$)/.test(path) ? path : `/${lng}${path}` };
}
