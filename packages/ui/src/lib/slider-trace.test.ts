import { describe, expect, it } from 'vitest';
import { SliderTrace } from './slider-trace';

function clock() {
  let t = 1000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('SliderTrace', () => {
  it('records x and the milliseconds since the press, ending with the release', () => {
    const c = clock();
    const trace = new SliderTrace(c.now);
    trace.begin(0);
    c.advance(16.66);
    trace.record(10.04);
    c.advance(40);
    trace.record(55.55);
    c.advance(100);
    expect(trace.finish(60)).toEqual([
      { x: 0, t: 0 },
      { x: 10, t: 16.7 },
      { x: 55.6, t: 56.7 },
      { x: 60, t: 156.7 },
    ]);
  });

  it('starts a new answer after each release and on every new press', () => {
    const c = clock();
    const trace = new SliderTrace(c.now);
    trace.record(5); // the first key begins the answer where the piece stands
    expect(trace.started).toBe(true);
    c.advance(50);
    trace.finish(9);
    expect(trace.started).toBe(false);
    c.advance(500);
    trace.begin(0);
    c.advance(20);
    expect(trace.finish(3)).toEqual([
      { x: 0, t: 0 },
      { x: 3, t: 20 },
    ]);
  });

  it('keeps at most 1000 points with the release', () => {
    const c = clock();
    const trace = new SliderTrace(c.now);
    for (let i = 0; i < 1500; i++) {
      trace.record(i / 10);
      c.advance(1);
    }
    const points = trace.finish(150);
    expect(points).toHaveLength(1000);
    expect(points.at(-1)).toEqual({ x: 150, t: 1500 });
  });
});
