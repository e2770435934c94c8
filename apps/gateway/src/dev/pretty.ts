/**
 * Log format of `pnpm start`: pretty lines (pino-pretty) when a person watches the terminal, the JSON
 * lines otherwise (a pipe, a file, a log collector, CI). LOG_FORMAT=json or LOG_FORMAT=pretty decides
 * explicitly. pino-pretty is a development dependency: where it is not installed (a production image)
 * the logs stay JSON. Production (`node dist/server.js`) never loads it.
 */

export type Prettify = (jsonLine: string) => string;

export async function prettyPrinter(
  isTTY: boolean | undefined,
  env: Record<string, string | undefined> = process.env,
): Promise<Prettify | undefined> {
  const format = env.LOG_FORMAT;
  if (format === 'json' || (format !== 'pretty' && !isTTY)) return undefined;
  // A variable, not a literal: the service build leaves it out (it is not a runtime dependency).
  const name = 'pino-pretty';
  try {
    const mod = (await import(name)) as {
      prettyFactory: (opts: object) => (line: string) => string;
    };
    const prettify = mod.prettyFactory({
      colorize: Boolean(isTTY),
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
    });
    return (line) => {
      // Lines that are not JSON (a stack trace printed by hand) pass through unchanged.
      if (!line.startsWith('{')) return line.endsWith('\n') ? line : `${line}\n`;
      return prettify(line);
    };
  } catch {
    return undefined;
  }
}

/** A pino destination that prints every line through `prettify`. */
export function prettyStream(prettify: Prettify, out: NodeJS.WritableStream = process.stdout) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) out.write(prettify(line));
      return true;
    },
  } as unknown as NodeJS.WritableStream;
}
