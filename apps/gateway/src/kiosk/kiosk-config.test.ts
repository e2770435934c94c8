import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { DEV_TERMINAL, parseKioskConfig } from './kiosk-config';

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

  it('has the development terminal only outside production and tests, and only without terminals', () => {
    expect(parseKioskConfig({ NODE_ENV: 'development' }).terminals).toEqual([DEV_TERMINAL]);
    expect(parseKioskConfig({}).devTerminal).toBe(true);
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
  ])('refuses %s and names it', (_name, env, message) => {
    expect(() => parseKioskConfig({ NODE_ENV: 'production', ...env })).toThrow(ConfigError);
    expect(() => parseKioskConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });
});
