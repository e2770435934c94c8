/**
 * Configuration of the venue terminals, parsed once with zod like the rest of the gateway's config:
 * which terminals exist (id, secret, enabled), the operator credential of the status read, the
 * per-terminal rate limit and the timings the kiosk build reads at start (heartbeat, idle warning).
 * Terminals come from KIOSK_TERMINALS (JSON) or KIOSK_TERMINALS_FILE (a JSON file, for secrets kept
 * out of the environment). No terminals configured means every kiosk call is refused.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, repoRoot, weakSecret } from '../config';

const terminalSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'terminal id: 1-64 of [A-Za-z0-9_-]'),
  /** Shared with the terminal's launcher; at least 16 characters. */
  secret: z.string().min(16, 'terminal secret: at least 16 characters'),
  enabled: z.boolean().default(true),
  /** Where the terminal stands, for operators. */
  name: z.string().max(100).default(''),
  /** The venue (hall) the terminal belongs to: its staff see and control it. */
  venue: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'venue: 1-64 of [A-Za-z0-9_-]')
    .default('default'),
});
export type TerminalConfig = z.infer<typeof terminalSchema>;

const ms = (def: number) => z.coerce.number().int().min(1).default(def);

const staffSchema = z.object({
  venue: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'venue: 1-64 of [A-Za-z0-9_-]'),
  /** The venue's staff credential (bearer of /kiosk-api/ops/*), at least 24 characters. */
  token: z.string().min(24, 'staff credential: at least 24 characters'),
});
export type StaffConfig = z.infer<typeof staffSchema>;

export const envSchema = z.object({
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
  /** Staff credentials per venue: JSON [{ "venue", "token" (24+) }] (or a file with it). */
  KIOSK_STAFF: z.string().optional(),
  KIOSK_STAFF_FILE: z.string().optional(),
  /** Responsible gaming: the reality check's interval (default 60 minutes). */
  KIOSK_REALITY_CHECK_MS: ms(60 * 60_000),
  /** Responsible gaming: the venue's help line shown on the attract screen (name and number). */
  KIOSK_HELPLINE: z.string().max(200).default(''),
  /** A terminal cookie older than this is replaced by a new one on the terminal's next call. */
  KIOSK_TERMINAL_COOKIE_ROTATE_MS: ms(60 * 60_000),
  /** A terminal cookie older than this is refused: the terminal registers again with its secret. */
  KIOSK_TERMINAL_COOKIE_MAX_AGE_MS: ms(24 * 3600_000),
  /** Wrong staff credentials per client address and minute before /kiosk-api/ops refuses it (429). */
  KIOSK_STAFF_ATTEMPTS_PER_MIN: ms(10),
  /** Development: where the generated operator credential is kept (git-ignored .data/dev-keys). */
  KIOSK_DEV_KEY_DIR: z.string().optional(),
});

/** The development terminal's id; its secret is generated once into the dev key dir (never in the repo). */
export const DEV_TERMINAL_ID = 'DEV-01';
/** The file in the dev key dir that holds the development terminal's secret. */
export const DEV_TERMINAL_SECRET_FILE = 'kiosk-dev-terminal-secret';

/**
 * With NODE_ENV=development (asked for explicitly: `pnpm start`, `pnpm --filter @casino/gateway dev`)
 * and no terminals configured, one development terminal exists so that the kiosk works out of the box:
 * open /kiosk/#terminal=DEV-01&secret=<the secret in .data/dev-keys/kiosk-dev-terminal-secret>.
 */
function devTerminal(dir: string): TerminalConfig {
  return {
    id: DEV_TERMINAL_ID,
    secret: devSecret(join(dir, DEV_TERMINAL_SECRET_FILE)),
    enabled: true,
    name: 'development terminal',
    venue: 'default',
  };
}

export interface KioskConfig {
  terminals: TerminalConfig[];
  /** The development terminal stands in for a configuration (only with NODE_ENV=development). */
  devTerminal: boolean;
  /** Development: the file holding the development terminal's generated secret. */
  devTerminalSecretFile?: string;
  /** Sees and controls every venue's terminals. */
  operatorToken: string | undefined;
  /** Development: the operator credential was generated into this file (never in production). */
  operatorTokenFile?: string;
  /** Each sees and controls its own venue's terminals. */
  staff: StaffConfig[];
  realityCheckMs: number;
  helpLine: string;
  ratePerMin: number;
  heartbeatMs: number;
  uiIdleMs: number;
  uiWarnMs: number;
  registerUrl: string | undefined;
  /** Terminal cookie: replaced when older than rotateMs, refused when older than maxAgeMs. */
  terminalCookie: { rotateMs: number; maxAgeMs: number };
  staffAttemptsPerMin: number;
}

export function parseKioskConfig(env_: NodeJS.ProcessEnv = process.env): KioskConfig {
  const parsed = envSchema.safeParse(env_);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const i of parsed.error.issues) problems.push(`  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid kiosk configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const raw = jsonSetting('KIOSK_TERMINALS', e.KIOSK_TERMINALS, e.KIOSK_TERMINALS_FILE, problems);
  const rawStaff = jsonSetting('KIOSK_STAFF', e.KIOSK_STAFF, e.KIOSK_STAFF_FILE, problems);
  const staff = z.array(staffSchema).safeParse(rawStaff);
  if (!staff.success)
    for (const i of staff.error.issues) problems.push(`  KIOSK_STAFF.${i.path.join('.')}: ${i.message}`);
  else if (new Set(staff.data.map((s) => s.token)).size !== staff.data.length)
    problems.push('  KIOSK_STAFF: two venues share a credential');
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
  if (e.KIOSK_TERMINAL_COOKIE_ROTATE_MS >= e.KIOSK_TERMINAL_COOKIE_MAX_AGE_MS)
    problems.push('  KIOSK_TERMINAL_COOKIE_ROTATE_MS: must be shorter than KIOSK_TERMINAL_COOKIE_MAX_AGE_MS');
  // Development behaviour only when asked for: an unset NODE_ENV is production (the production entry).
  const env = env_.NODE_ENV || 'production';
  // Production: every credential must look random, not only be long (24 x "a" is long).
  if (env === 'production') {
    const weak = (name: string, value: string | undefined) => {
      const why = value ? weakSecret(value) : null;
      if (why) problems.push(`  ${name}: ${why}`);
    };
    weak('KIOSK_OPERATOR_TOKEN', e.KIOSK_OPERATOR_TOKEN);
    if (staff.success) staff.data.forEach((s, i) => weak(`KIOSK_STAFF.${i}.token`, s.token));
    if (terminals.success) terminals.data.forEach((t) => weak(`KIOSK_TERMINALS.${t.id}.secret`, t.secret));
  }
  if (problems.length) throw new ConfigError(`Invalid kiosk configuration:\n${problems.join('\n')}`);
  const devKeyDir = e.KIOSK_DEV_KEY_DIR ?? join(repoRoot, '.data/dev-keys');
  const configured = terminals.success ? terminals.data : [];
  const useDev =
    configured.length === 0 && !e.KIOSK_TERMINALS && !e.KIOSK_TERMINALS_FILE && env === 'development';
  const staffList = staff.success ? staff.data : [];
  // Development: the staff view works out of the box, with a credential generated once into the dev
  // key dir (git-ignored), never a fixed one from the repository.
  let operatorToken = e.KIOSK_OPERATOR_TOKEN;
  let operatorTokenFile: string | undefined;
  if (!operatorToken && staffList.length === 0 && env === 'development') {
    operatorTokenFile = join(devKeyDir, 'kiosk-operator-token');
    operatorToken = devSecret(operatorTokenFile);
  }
  return {
    terminals: useDev ? [devTerminal(devKeyDir)] : configured,
    devTerminal: useDev,
    ...(useDev ? { devTerminalSecretFile: join(devKeyDir, DEV_TERMINAL_SECRET_FILE) } : {}),
    operatorToken,
    ...(operatorTokenFile ? { operatorTokenFile } : {}),
    staff: staffList,
    realityCheckMs: e.KIOSK_REALITY_CHECK_MS,
    helpLine: e.KIOSK_HELPLINE,
    ratePerMin: e.KIOSK_RATE_PER_MIN,
    heartbeatMs: e.KIOSK_HEARTBEAT_MS,
    uiIdleMs: e.KIOSK_UI_IDLE_MS,
    uiWarnMs: e.KIOSK_UI_WARN_MS,
    registerUrl: e.KIOSK_REGISTER_URL,
    terminalCookie: {
      rotateMs: e.KIOSK_TERMINAL_COOKIE_ROTATE_MS,
      maxAgeMs: e.KIOSK_TERMINAL_COOKIE_MAX_AGE_MS,
    },
    staffAttemptsPerMin: e.KIOSK_STAFF_ATTEMPTS_PER_MIN,
  };
}

/** A JSON list given inline (`name`) or in a file (`name`_FILE); [] when neither; a problem when unreadable. */
function jsonSetting(name: string, inline: string | undefined, file: string | undefined, problems: string[]) {
  try {
    if (inline) return JSON.parse(inline) as unknown;
    if (file) return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (err) {
    problems.push(`  ${name}: not readable JSON (${(err as Error).message.split('\n')[0]})`);
  }
  return [] as unknown;
}

/** Reads a development credential (operator token, terminal secret), generating it (mode 0600) on first use. */
function devSecret(file: string): string {
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length >= 24) return token;
  }
  mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
