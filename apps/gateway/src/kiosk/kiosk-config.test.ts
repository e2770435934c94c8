import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { parseKioskConfig } from './kiosk-config';

const T = (id: string, extra: object = {}) => ({ id, secret: `${id}-secret-0123456789`, ...extra });

describe('parseKioskConfig', () => {
  it('reads terminals from JSON with enabled defaulting to true', () => {
    const c = parseKioskConfig({
      NODE_ENV: 'production',
      KIOSK_TERMINALS: JSON.stringify([T('A'), T('B', { enabled: false })]),
    });
    expect(c.terminals.map((t) => [t.id, t.enabled])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    expect(c.devTerminal).toBe(false);
  });

  it('has the development terminal only with NODE_ENV=development, only without terminals, with a generated secret', () => {
    const KIOSK_DEV_KEY_DIR = mkdtempSync(join(tmpdir(), 'kiosk-dev-keys-'));
    const dev = parseKioskConfig({ NODE_ENV: 'development', KIOSK_DEV_KEY_DIR });
    expect(dev.terminals.map((t) => t.id)).toEqual(['DEV-01']);
    const secret = dev.terminals[0]!.secret;
    // generated, not the fixed secret the repository once held
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(secret).not.toBe('dev-terminal-secret-0001');
    const file = join(KIOSK_DEV_KEY_DIR, 'kiosk-dev-terminal-secret');
    expect(dev.devTerminalSecretFile).toBe(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(parseKioskConfig({ NODE_ENV: 'development', KIOSK_DEV_KEY_DIR }).terminals[0]!.secret).toBe(
      secret,
    );
    const other = mkdtempSync(join(tmpdir(), 'kiosk-dev-keys-'));
    expect(
      parseKioskConfig({ NODE_ENV: 'development', KIOSK_DEV_KEY_DIR: other }).terminals[0]!.secret,
    ).not.toBe(secret);
    // NODE_ENV unset is production: no development terminal
    expect(parseKioskConfig({ KIOSK_DEV_KEY_DIR }).devTerminal).toBe(false);
    expect(parseKioskConfig({ NODE_ENV: 'staging', KIOSK_DEV_KEY_DIR }).devTerminal).toBe(false);
    expect(parseKioskConfig({ NODE_ENV: 'production' }).terminals).toEqual([]);
    expect(parseKioskConfig({ NODE_ENV: 'test' }).terminals).toEqual([]);
    expect(parseKioskConfig({ NODE_ENV: 'development', KIOSK_TERMINALS: '[]' }).terminals).toEqual([]);
  });

  it.each([
    [
      'a short secret',
      { KIOSK_TERMINALS: JSON.stringify([{ id: 'A', secret: 'short' }]) },
      'KIOSK_TERMINALS.0.secret',
    ],
    ['a bad id', { KIOSK_TERMINALS: JSON.stringify([T('a b')]) }, 'KIOSK_TERMINALS.0.id'],
    ['a duplicate id', { KIOSK_TERMINALS: JSON.stringify([T('A'), T('A')]) }, 'duplicate terminal id A'],
    ['unreadable JSON', { KIOSK_TERMINALS: '[{' }, 'not readable JSON'],
    [
      'a warning longer than the idle time',
      { KIOSK_UI_IDLE_MS: '1000', KIOSK_UI_WARN_MS: '2000' },
      'KIOSK_UI_WARN_MS',
    ],
    ['a short operator credential', { KIOSK_OPERATOR_TOKEN: 'short' }, 'KIOSK_OPERATOR_TOKEN'],
    [
      'a short staff credential',
      { KIOSK_STAFF: JSON.stringify([{ venue: 'V1', token: 'short' }]) },
      'KIOSK_STAFF.0.token',
    ],
    [
      'two venues with one credential',
      {
        KIOSK_STAFF: JSON.stringify([
          { venue: 'V1', token: 'staff-credential-0123456789' },
          { venue: 'V2', token: 'staff-credential-0123456789' },
        ]),
      },
      'share a credential',
    ],
    [
      'a bad venue',
      { KIOSK_TERMINALS: JSON.stringify([T('A', { venue: 'a b' })]) },
      'KIOSK_TERMINALS.0.venue',
    ],
  ])('refuses %s and names it', (_name, env, message) => {
    expect(() => parseKioskConfig({ NODE_ENV: 'production', ...env })).toThrow(ConfigError);
    expect(() => parseKioskConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });
});

describe('the staff view credential', () => {
  it('is generated once into the development key dir and read back, never in production or tests', () => {
    const KIOSK_DEV_KEY_DIR = mkdtempSync(join(tmpdir(), 'kiosk-dev-keys-'));
    const first = parseKioskConfig({ NODE_ENV: 'development', KIOSK_DEV_KEY_DIR });
    expect(first.operatorToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const file = join(KIOSK_DEV_KEY_DIR, 'kiosk-operator-token');
    expect(first.operatorTokenFile).toBe(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.operatorToken);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(parseKioskConfig({ NODE_ENV: 'development', KIOSK_DEV_KEY_DIR }).operatorToken).toBe(
      first.operatorToken,
    );
    expect(parseKioskConfig({ NODE_ENV: 'production', KIOSK_DEV_KEY_DIR }).operatorToken).toBeUndefined();
    expect(parseKioskConfig({ NODE_ENV: 'test', KIOSK_DEV_KEY_DIR }).operatorToken).toBeUndefined();
  });

  it('reads venue staff credentials and the responsible-gaming settings', () => {
    const c = parseKioskConfig({
      NODE_ENV: 'production',
      KIOSK_STAFF: JSON.stringify([{ venue: 'V1', token: 'staff-credential-0123456789' }]),
      KIOSK_TERMINALS: JSON.stringify([T('A', { venue: 'V1' }), T('B')]),
      KIOSK_HELPLINE: '0120-000-000',
    });
    expect(c.staff).toEqual([{ venue: 'V1', token: 'staff-credential-0123456789' }]);
    expect(c.terminals.map((t) => t.venue)).toEqual(['V1', 'default']);
    expect(c.realityCheckMs).toBe(3_600_000);
    expect(c.helpLine).toBe('0120-000-000');
  });
});
