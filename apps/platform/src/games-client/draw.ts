/** Canvas helpers shared by the machines. */
export function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

export function gold(ctx: CanvasRenderingContext2D, y0: number, y1: number): CanvasGradient {
  const g = withStops(ctx.createLinearGradient(0, y0, 0, y1), [
    [0, '#fff6c2'],
    [0.45, '#ffd54f'],
    [1, '#e69500'],
  ]);
  return g;
}

/** The canvas sized w x h in CSS pixels, sharp on screens up to 2x. */
export function fitCanvas(canvas: HTMLCanvasElement, w: number, h: number): CanvasRenderingContext2D {
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = w * dpr;
  canvas.height = h * dpr;
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

export type Stops = [number, string][];

/** A filled circle. */
export function disc(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  fill: string | CanvasGradient,
) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** A radial gradient from the circle (x0, y0, r0) to (x1, y1, r1). */
export function radial(
  ctx: CanvasRenderingContext2D,
  [x0, y0, r0]: [number, number, number],
  [x1, y1, r1]: [number, number, number],
  stops: Stops,
): CanvasGradient {
  return withStops(ctx.createRadialGradient(x0, y0, r0, x1, y1, r1), stops);
}

/** A gradient with its colour stops: [offset, colour] pairs. */
export function withStops(g: CanvasGradient, stops: Stops): CanvasGradient {
  for (const [offset, color] of stops) g.addColorStop(offset, color);
  return g;
}
