/**
 * A process's memory after a full garbage collection, read over its inspector (a bench child started
 * with `inspect`): `HeapProfiler.collectGarbage`, then `process.memoryUsage()` evaluated in it. Growth
 * between two such readings is what the objects kept alive cost, free of the heap's lazy growth and
 * garbage not yet collected, which an RSS reading counts.
 */
export interface MemoryUsage {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export async function memoryAfterGc(inspector: string, snapshot?: string): Promise<MemoryUsage> {
  const [target] = (await (await fetch(`${inspector}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error('no inspector target');
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true });
    ws.addEventListener('error', () => reject(new Error('inspector connection failed')), { once: true });
  });
  let id = 0;
  const pending = new Map<number, (r: { result?: unknown; error?: { message: string } }) => void>();
  ws.addEventListener('message', (e) => {
    const msg = JSON.parse(String(e.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (msg.id !== undefined) pending.get(msg.id)?.(msg);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const n = ++id;
      pending.set(n, (r) => (r.error ? reject(new Error(r.error.message)) : resolve(r.result)));
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  try {
    // Twice: the first pass can leave objects that only a second one frees (weak references, finalisers).
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    if (snapshot)
      await send('Runtime.evaluate', {
        expression: `require('v8').writeHeapSnapshot(${JSON.stringify(snapshot)})`,
        includeCommandLineAPI: true,
      });
    const r = (await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    return JSON.parse(r.result.value) as MemoryUsage;
  } finally {
    ws.close();
  }
}
