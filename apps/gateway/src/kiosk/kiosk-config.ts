/**
 * Configuration of the venue terminals, parsed once with zod like the rest of the gateway's config:
 * which terminals exist (id, secret, enabled), the operator credential of the status read, the
 * per-terminal rate limit and the timings the kiosk build reads at start (heartbeat, idle warning).
 * Terminals come from KIOSK_TERMINALS (JSON) or KIOSK_TERMINALS_FILE (a JSON file, for secrets kept
 * out of the environment). No terminals configured means every kiosk call is refused.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../config';

const terminalSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'terminal id: 1-64 of [A-Za-z0-9_-]'),
  /** Shared with the terminal's launcher; at least 16 characters. */
  secret: z.string().min(16, 'terminal secret: at least 16 characters'),
  enabled: z.boolean().default(true),
  /** Where the terminal stands, for operators. */
  name: z.string().max(100).default(''),
});
export type TerminalConfig = z.infer<typeof terminalSchema>;

const ms = (def: number) => z.coerce.number().int().min(1).default(def);

const envSchema = z.object({
  KIOSK_TERMINALS: z.string().optional(),
  KIOSK_TERMINALS_FILE: z.string().optional(),
  /** Bearer credential of GET /kiosk-api/ops/terminals; unset = the read is disabled. */
  KIOSK_OPERATOR_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
  /** tRPC calls per terminal and minute (kiosk sessions have their own limit, not the web's). */
  KIOSK_RATE_PER_MIN: z.coerce.number().int().min(1).default(600),
  KIOSK_HEARTBEAT_MS: ms(15_000),
  /** Idle time on the terminal before the warning's countdown ends in cash-out and sign-out. */
  KIOSK_UI_IDLE_MS: ms(120_000),
  /** How long the idle warning counts down (the last part of KIOSK_UI_IDLE_MS). */
  KIOSK_UI_WARN_MS: ms(30_000),
  /** The web registration page shown as a QR code; default: <origin>/<lng>/register. */
  KIOSK_REGISTER_URL: z.url().optional(),
});

/**
 * Outside production and tests, with no terminals configured, one development terminal exists so that
 * `pnpm start` shows a working kiosk: open /kiosk/#terminal=DEV-01&secret=dev-terminal-secret-0001.
 */
export const DEV_TERMINAL: TerminalConfig = {
  id: 'DEV-01',
  secret: 'dev-terminal-secret-0001',
  enabled: true,
  name: 'development terminal',
};

export interface KioskConfig {
  terminals: TerminalConfig[];
  /** The development terminal stands in for a configuration (never in production). */
  devTerminal: boolean;
  operatorToken: string | undefined;
  ratePerMin: number;
  heartbeatMs: number;
  uiIdleMs: number;
  uiWarnMs: number;
  registerUrl: string | undefined;
}

export function parseKioskConfig(env_: NodeJS.ProcessEnv = process.env): KioskConfig {
  const parsed = envSchema.safeParse(env_);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const i of parsed.error.issues) problems.push(`  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid kiosk configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  let raw: unknown = [];
  try {
    if (e.KIOSK_TERMINALS) raw = JSON.parse(e.KIOSK_TERMINALS);
    else if (e.KIOSK_TERMINALS_FILE) raw = JSON.parse(readFileSync(e.KIOSK_TERMINALS_FILE, 'utf8'));
  } catch (err) {
    problems.push(`  KIOSK_TERMINALS: not readable JSON (${(err as Error).message.split('\n')[0]})`);
  }
  const terminals = z.array(terminalSchema).safeParse(raw);
  if (!terminals.success)
    for (const i of terminals.error.issues)
      problems.push(`  KIOSK_TERMINALS.${i.path.join('.')}: ${i.message}`);
  else {
    const seen = new Set<string>();
    for (const t of terminals.data) {
      if (seen.has(t.id)) problems.push(`  KIOSK_TERMINALS: duplicate terminal id ${t.id}`);
      seen.add(t.id);
    }
  }
  if (e.KIOSK_UI_WARN_MS >= e.KIOSK_UI_IDLE_MS)
    problems.push('  KIOSK_UI_WARN_MS: must be shorter than KIOSK_UI_IDLE_MS');
  if (problems.length) throw new ConfigError(`Invalid kiosk configuration:\n${problems.join('\n')}`);
  const env = env_.NODE_ENV ?? 'development';
  const configured = terminals.success ? terminals.data : [];
  const useDev =
    configured.length === 0 &&
    !e.KIOSK_TERMINALS &&
    !e.KIOSK_TERMINALS_FILE &&
    env !== 'production' &&
    env !== 'test';
  return {
    terminals: useDev ? [DEV_TERMINAL] : configured,
    devTerminal: useDev,
    operatorToken: e.KIOSK_OPERATOR_TOKEN,
    ratePerMin: e.KIOSK_RATE_PER_MIN,
    heartbeatMs: e.KIOSK_HEARTBEAT_MS,
    uiIdleMs: e.KIOSK_UI_IDLE_MS,
    uiWarnMs: e.KIOSK_UI_WARN_MS,
    registerUrl: e.KIOSK_REGISTER_URL,
  };
}
