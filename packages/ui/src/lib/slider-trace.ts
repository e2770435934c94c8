/**
 * The drag trace a slider captcha answer carries (common.validateSlider `trace`, docs/gateway.md): the
 * piece's x in background pixels and the milliseconds since the press, one point per pointer move or
 * key, and the release. Shared by the web's and the kiosk's slider; the platform refuses an answer
 * without a human-looking trace.
 */
export interface SliderTracePoint {
  x: number;
  t: number;
}

/** The contract allows 1000 points; the release is always the last one. */
const MAX_POINTS = 999;
const tenth = (n: number) => Math.round(n * 10) / 10;

export class SliderTrace {
  private start: number | null = null;
  private points: SliderTracePoint[] = [];

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Whether a drag (or the first key) has started this answer. */
  get started() {
    return this.start !== null;
  }

  /** A new answer starts here (a press, or the first key where the piece stands). */
  begin(x: number) {
    this.start = this.now();
    this.points = [];
    this.record(x);
  }

  /** One sample of the drag; the first sample of an answer begins it. */
  record(x: number) {
    if (this.start === null) return this.begin(x);
    if (this.points.length < MAX_POINTS) this.points.push({ x: tenth(x), t: tenth(this.now() - this.start) });
  }

  /** The release at `x`: the whole trace of this answer, and a fresh start for the next. */
  finish(x: number): SliderTracePoint[] {
    const start = this.start ?? this.now();
    const points = [...this.points, { x, t: tenth(this.now() - start) }];
    this.reset();
    return points;
  }

  reset() {
    this.start = null;
    this.points = [];
  }
}
