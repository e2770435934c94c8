import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Connection from './connection';

type ConnectionModule = typeof Connection;

async function fresh(): Promise<ConnectionModule> {
  vi.resetModules();
  return import('./connection');
}

const answer = (status: number) => new Response(null, { status });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the connection to the gateway', () => {
  it('is lost when a call gets no answer and back with the next answer, which refreshes the page', async () => {
    const c = await fresh();
    const recovered = vi.fn();
    c.watchConnection(() => Promise.resolve(), recovered);
    c.gatewayUnreachable();
    expect(c.connection.get()).toBe('unreachable');
    c.gatewayAnswered(answer(200));
    expect(c.connection.get()).toBe('ok');
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('counts a 502-504 from what stands before the gateway as no answer, and a refusal as an answer', async () => {
    const c = await fresh();
    c.watchConnection(
      () => Promise.resolve(),
      () => {},
    );
    c.gatewayAnswered(answer(503));
    expect(c.connection.get()).toBe('unreachable');
    c.gatewayAnswered(answer(400));
    expect(c.connection.get()).toBe('ok');
  });

  it('asks the gateway again on its own, waiting longer each time, until it answers', async () => {
    const c = await fresh();
    const ask = vi.fn(() => Promise.resolve());
    c.watchConnection(ask, () => {});
    c.gatewayUnreachable();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ask).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(ask).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ask).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(ask).toHaveBeenCalledTimes(3);
    c.gatewayAnswered(answer(200));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('never waits more than 15 s between two asks', async () => {
    const c = await fresh();
    const ask = vi.fn(() => Promise.reject(new Error('down')));
    c.watchConnection(ask, () => {});
    c.gatewayUnreachable();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    const before = ask.mock.calls.length;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(ask.mock.calls.length).toBe(before + 1);
  });
});
