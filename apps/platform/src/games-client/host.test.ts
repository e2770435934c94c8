import { describe, expect, it } from 'vitest';
import { envelope, givenHost, hostMessage, hostOrigin, originAllowed } from './host';

const SELF = 'https://platform.example';
const ANCESTORS = ["'self'", 'https://casino.example', 'https://*.casino.example', "'none'"];

describe('the host page protocol', () => {
  it('talks only to the frame-ancestors origins: self, exact and wildcard sources', () => {
    expect(originAllowed(SELF, ANCESTORS, SELF)).toBe(true);
    expect(originAllowed('https://casino.example', ANCESTORS, SELF)).toBe(true);
    expect(originAllowed('https://kiosk.casino.example', ANCESTORS, SELF)).toBe(true);
    expect(originAllowed('https://casino.example.evil', ANCESTORS, SELF)).toBe(false);
    expect(originAllowed('https://evil.example/https://casino.example', ANCESTORS, SELF)).toBe(false);
    expect(originAllowed('null', ANCESTORS, SELF)).toBe(false);
    expect(originAllowed(null, ANCESTORS, SELF)).toBe(false);
    expect(originAllowed(SELF, ['https://casino.example'], SELF)).toBe(false);
  });

  it('finds the host origin from ancestorOrigins, else the referrer; none when not framed', () => {
    const facts = { framed: true, ancestorOrigin: null, referrer: '', selfOrigin: SELF };
    expect(hostOrigin({ ...facts, ancestorOrigin: 'https://casino.example' }, ANCESTORS)).toBe(
      'https://casino.example',
    );
    expect(hostOrigin({ ...facts, referrer: 'https://casino.example/games/play?x=1' }, ANCESTORS)).toBe(
      'https://casino.example',
    );
    expect(hostOrigin({ ...facts, referrer: 'not a url' }, ANCESTORS)).toBeNull();
    expect(hostOrigin({ ...facts, ancestorOrigin: 'https://evil.example' }, ANCESTORS)).toBeNull();
    expect(hostOrigin({ ...facts, framed: false, ancestorOrigin: SELF }, ANCESTORS)).toBeNull();
  });

  it('finds the host origin the launch URL names when the browser says nothing (Firefox, no referrer)', () => {
    const facts = { framed: true, ancestorOrigin: null, referrer: '', selfOrigin: SELF };
    const given = givenHost('#t=abc_DEF-1&host=https%3A%2F%2Fcasino.example');
    expect(given).toBe('https://casino.example');
    expect(hostOrigin({ ...facts, given }, ANCESTORS)).toBe('https://casino.example');
    // Still one of the frame ancestors: a launch URL naming another origin gets no host.
    expect(hostOrigin({ ...facts, given: 'https://evil.example' }, ANCESTORS)).toBeNull();
    // The browser's own word wins over the URL's.
    expect(
      hostOrigin(
        { ...facts, ancestorOrigin: 'https://evil.example', given: 'https://casino.example' },
        ANCESTORS,
      ),
    ).toBeNull();
    expect(givenHost('#t=abc')).toBeNull();
    expect(givenHost('#t=abc&host=%E0%A4%A')).toBeNull();
  });

  it('reads the host messages it knows and ignores any other source or type', () => {
    expect(hostMessage({ source: 'casino-host', type: 'audio', muted: 1 })).toEqual({
      type: 'audio',
      muted: true,
    });
    expect(hostMessage({ source: 'casino-host', type: 'focus' })).toEqual({
      type: 'focus',
      focused: false,
      keyboard: true,
    });
    expect(hostMessage({ source: 'casino-host', type: 'focus', focused: true, keyboard: false })).toEqual({
      type: 'focus',
      focused: true,
      keyboard: false,
    });
    expect(hostMessage({ source: 'casino-host', type: 'refresh-balance' })).toEqual({
      type: 'refresh-balance',
    });
    expect(hostMessage({ source: 'casino-host', type: 'ping' })).toEqual({ type: 'ping' });
    expect(hostMessage({ source: 'casino-host', type: 'exit' })).toBeNull();
    expect(hostMessage({ source: 'casino-game', type: 'ping' })).toBeNull();
    expect(hostMessage('ping')).toBeNull();
    expect(hostMessage(null)).toBeNull();
  });

  it('posts each game message with its source, game and platform', () => {
    const cfg = { gameId: 'ISLOT_1001', platformCode: 'ISLOT' };
    expect(envelope({ type: 'balance', balance: '900', currency: 'JPY' }, cfg)).toEqual({
      type: 'balance',
      balance: '900',
      currency: 'JPY',
      source: 'casino-game',
      gameId: 'ISLOT_1001',
      platformCode: 'ISLOT',
    });
    expect(Object.keys(envelope({ type: 'exit' }, cfg))).toEqual([
      'type',
      'source',
      'gameId',
      'platformCode',
    ]);
  });
});
