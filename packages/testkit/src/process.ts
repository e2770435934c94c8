/**
 * Spawning our own services (TypeScript sources through tsx, or a compiled dist/*.js) and reading their pino JSON lines: the harness waits for
 * the line that announces the listening URL, and keeps every line for tests that inspect logs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './repo';

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  /** Every stdout and stderr line so far. */
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Node's on-disk compile cache (V8 code cache) for the services a run starts: every test file starts one to
 * five of them, and from the second start on their modules load from the cache (about 15 % less CPU per
 * start of the compiled platform). A developer's own NODE_COMPILE_CACHE wins.
 */
const compileCache = join(tmpdir(), 'casino-node-compile-cache');

export function spawnService(opts: {
  name: string;
  entry: string;
  env: Record<string, string | undefined>;
  listeningMsg: string;
  timeoutMs?: number;
  echo?: boolean;
}): Promise<ServiceProcess> {
  const args = opts.entry.endsWith('.ts') ? ['--import', 'tsx', opts.entry] : [opts.entry];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { NODE_COMPILE_CACHE: compileCache, ...process.env, ...opts.env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    }
  };
  return new Promise((resolve, reject) => {
    let found = false;
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${opts.name} did not start in time:\n${logs.slice(-20).join('\n')}`));
    }, opts.timeoutMs ?? 90_000); // a loaded 2-core machine can take a minute to start tsx
    const onLine = (line: string) => {
      logs.push(line);
      if (opts.echo || process.env.TESTKIT_ECHO) process.stderr.write(`[${opts.name}] ${line}\n`);
      if (found) return;
      try {
        const rec = JSON.parse(line) as { msg?: string; url?: string };
        if (rec.msg === opts.listeningMsg && rec.url) {
          found = true;
          clearTimeout(timer);
          resolve({ child, url: rec.url, logs, stop });
        }
      } catch {
        // not a JSON line
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code) => {
      if (found) return;
      clearTimeout(timer);
      reject(
        new Error(`${opts.name} exited with code ${code} before listening:\n${logs.slice(-20).join('\n')}`),
      );
    });
  });
}
