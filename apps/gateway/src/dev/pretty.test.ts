import { describe, expect, it } from 'vitest';
import { prettyPrinter, prettyStream } from './pretty';

const LINE = JSON.stringify({
  level: 30,
  time: 1_700_000_000_000,
  msg: 'gateway listening',
  url: 'http://x',
});

describe('pnpm start log format', () => {
  it('prints pretty lines on a terminal', async () => {
    const prettify = await prettyPrinter(true, {});
    expect(prettify).toBeDefined();
    const out = prettify!(LINE);
    expect(out).toContain('gateway listening');
    expect(out).toContain('INFO');
    expect(out.trimStart().startsWith('{')).toBe(false);
  });

  it('keeps JSON lines when the output is not a terminal', async () => {
    expect(await prettyPrinter(false, {})).toBeUndefined();
    expect(await prettyPrinter(undefined, {})).toBeUndefined();
  });

  it('LOG_FORMAT decides over the terminal check', async () => {
    expect(await prettyPrinter(true, { LOG_FORMAT: 'json' })).toBeUndefined();
    expect(await prettyPrinter(false, { LOG_FORMAT: 'pretty' })).toBeDefined();
  });

  it('a stream destination prints each line of a chunk through the printer', async () => {
    const written: string[] = [];
    const prettify = (await prettyPrinter(false, { LOG_FORMAT: 'pretty' }))!;
    const stream = prettyStream(prettify, { write: (s: string) => written.push(s) } as never);
    stream.write(`${LINE}\n${LINE}\nplain text\n`);
    expect(written).toHaveLength(3);
    expect(written[0]).toContain('gateway listening');
    expect(written[2]).toBe('plain text\n');
  });
});
