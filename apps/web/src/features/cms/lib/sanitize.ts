/**
 * CMS HTML is sanitised by the CMS (p, h2, h3, ul, ol, li, strong, a, img); we sanitise again in the
 * browser with the same allow-list, because a page that renders HTML must not trust its source.
 * Links keep only http(s) and site-relative targets; images only http(s) and site-relative sources.
 */
const ALLOWED = new Set(['P', 'H2', 'H3', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'A', 'IMG', 'BR']);
const DROP = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);

/**
 * The URL a link or image may keep, or null: http(s) or a path on this site. Browsers drop tabs and
 * newlines inside a URL, trim control characters and spaces, and read `\` as `/`, so `/\evil.example`
 * and `/\t/evil.example` lead off-site just like `//evil.example`: the check runs on what the browser
 * will read.
 */
export function safeUrl(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^https?:\/\//i.test(v)) return v;
  if (/^\/(?![/\\])/.test(v)) return v;
  return null;
}

function clean(node: Element) {
  for (const child of Array.from(node.children)) {
    if (DROP.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED.has(child.tagName)) {
      // Keep the (already cleaned) content of an unknown element, drop the element itself.
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    for (const attr of Array.from(child.attributes)) {
      const isUrl =
        (child.tagName === 'A' && attr.name === 'href') || (child.tagName === 'IMG' && attr.name === 'src');
      const url = isUrl ? safeUrl(attr.value) : null;
      if (url !== null) child.setAttribute(attr.name, url);
      else if (!(child.tagName === 'IMG' && attr.name === 'alt')) child.removeAttribute(attr.name);
    }
    if (child.tagName === 'A' && /^https?:/i.test(child.getAttribute('href') ?? '')) {
      child.setAttribute('rel', 'noopener noreferrer');
      child.setAttribute('target', '_blank');
    }
    if (child.tagName === 'IMG') {
      child.setAttribute('loading', 'lazy');
      child.setAttribute('decoding', 'async');
      if (!child.hasAttribute('alt')) child.setAttribute('alt', '');
    }
  }
}

export function sanitizeCmsHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
