/** Building the page's elements: attributes, `text` for textContent and `on<event>` for listeners. */
export type Attrs = Record<string, string | EventListener>;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs,
  children?: (Node | null | undefined)[],
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (typeof v === 'function') e.addEventListener(k.slice(2), v);
    else if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v);
  }
  for (const c of children ?? []) if (c) e.appendChild(c);
  return e;
}

/** A canvas of a fixed size with a drawing on it (the paytables' symbols and fish). */
export function drawnCanvas(
  width: number,
  height: number,
  className: string,
  draw: (ctx: CanvasRenderingContext2D) => void,
): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  c.className = className;
  draw(c.getContext('2d')!);
  return c;
}

export function speakerIcon(off: boolean): SVGSVGElement {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const d = [
    'M3 9h4l5-4v14l-5-4H3z',
    off ? 'M16 9l5 6M21 9l-5 6' : 'M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
  ];
  d.forEach((path, i) => {
    const p = document.createElementNS(NS, 'path');
    p.setAttribute('d', path);
    p.setAttribute('fill', i === 0 ? 'currentColor' : 'none');
    p.setAttribute('stroke', 'currentColor');
    p.setAttribute('stroke-width', i === 0 ? '1' : '2');
    p.setAttribute('stroke-linecap', 'round');
    svg.appendChild(p);
  });
  return svg;
}
