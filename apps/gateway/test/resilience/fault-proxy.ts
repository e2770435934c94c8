/**
 * A fault-injecting TCP proxy (node:net) for resilience tests: put it between the gateway and Redis or
 * the platform, then switch its mode while calls run. Modes apply at once to open connections too.
 *   pass            forward both ways
 *   down            close every open connection and every new one at once (a crash or a cut cable)
 *   blackhole       accept and swallow: nothing forwarded, nothing answered
 *   slow            delay every chunk by `ms` (`direction`: both ways, or only the answers)
 *   reset           forward the request, then reset the client's connection when the answer starts
 *                   (the server did the work; the caller never hears of it)
 *   http            answer every request with this HTTP status itself (an upstream in trouble)
 */
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export type FaultMode =
  | { kind: 'pass' }
  | { kind: 'down' }
  | { kind: 'blackhole' }
  | { kind: 'slow'; ms: number; direction?: 'both' | 'response' }
  | { kind: 'reset' }
  | { kind: 'http'; status: number };

interface Pair {
  client: Socket;
  server: Socket;
}

export class FaultProxy {
  mode: FaultMode = { kind: 'pass' };
  /** Connections accepted so far, bytes forwarded towards the target, and chunks held back by 'slow'. */
  accepted = 0;
  forwardedBytes = 0;
  slowedChunks = 0;
  private readonly pairs = new Set<Pair>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<FaultProxy> {
    const holder: { proxy?: FaultProxy } = {};
    const server = createServer((client) => holder.proxy!.onConnection(client, target));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    holder.proxy = new FaultProxy(server, (server.address() as AddressInfo).port);
    return holder.proxy;
  }

  setMode(mode: FaultMode) {
    this.mode = mode;
    if (mode.kind === 'down') for (const p of this.pairs) this.kill(p);
  }

  private kill(p: Pair, reset = false) {
    if (reset) p.client.resetAndDestroy();
    else p.client.destroy();
    p.server.destroy();
    this.pairs.delete(p);
  }

  private onConnection(client: Socket, target: { host: string; port: number }) {
    this.accepted++;
    client.on('error', () => {});
    if (this.mode.kind === 'down') {
      client.destroy();
      return;
    }
    const server = connect(target.port, target.host);
    server.on('error', () => client.destroy());
    const pair: Pair = { client, server };
    this.pairs.add(pair);
    const close = () => this.kill(pair);
    client.on('close', close);
    server.on('close', close);

    // Each direction keeps its order: a chunk is written at (arrival + delay), after the one before it,
    // also when the mode leaves 'slow' while delayed chunks are still waiting (a chunk passed on at once
    // would overtake them and interleave a protocol stream such as Redis's). `pending` counts them.
    let upChain = Promise.resolve();
    let downChain = Promise.resolve();
    const pending = { up: 0, down: 0 };
    const later = (dir: 'up' | 'down', chain: Promise<void>, ms: number, write: () => void) => {
      const due = Date.now() + ms;
      pending[dir]++;
      if (ms > 0) this.slowedChunks++;
      return chain.then(
        () =>
          new Promise<void>((r) =>
            setTimeout(
              () => {
                pending[dir]--;
                write();
                r();
              },
              Math.max(0, due - Date.now()),
            ),
          ),
      );
    };

    /** A chunk from the client goes on to the upstream, counted (behind any delayed one). */
    const forwardNow = (chunk: Buffer) => {
      this.forwardedBytes += chunk.length;
      server.write(chunk);
    };
    const forward = (chunk: Buffer) => {
      if (pending.up > 0) upChain = later('up', upChain, 0, () => forwardNow(chunk));
      else forwardNow(chunk);
    };
    const answer = (chunk: Buffer) => {
      if (!client.destroyed) client.write(chunk);
    };
    /** Both directions: 'down' ends the pair, 'blackhole' drops the chunk (true: nothing more to do). */
    const stopped = (kind: FaultMode['kind']) => {
      if (kind === 'down') this.kill(pair);
      return kind === 'down' || kind === 'blackhole';
    };
    client.on('data', (chunk: Buffer) => {
      const m = this.mode;
      if (stopped(m.kind)) return;
      switch (m.kind) {
        case 'http': {
          const body = `<html><body>upstream error ${m.status}</body></html>`;
          client.end(
            `HTTP/1.1 ${m.status} Fault\r\ncontent-type: text/html\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
          );
          server.destroy();
          return;
        }
        case 'slow':
          if (m.direction !== 'response') upChain = later('up', upChain, m.ms, () => forwardNow(chunk));
          else forward(chunk);
          return;
        default:
          forward(chunk);
      }
    });
    server.on('data', (chunk) => {
      const m = this.mode;
      if (stopped(m.kind)) return;
      switch (m.kind) {
        case 'reset':
          return this.kill(pair, true);
        case 'slow':
          downChain = later('down', downChain, m.ms, () => answer(chunk));
          return;
        default:
          if (pending.down > 0) downChain = later('down', downChain, 0, () => answer(chunk));
          else client.write(chunk);
      }
    });
  }

  async close() {
    for (const p of this.pairs) this.kill(p);
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}
