import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isBlockedShortcut } from '../src/lib/lockdown';
import { buildLockdownScript } from './lockdown-extension/build';

type Key = Parameters<typeof isBlockedShortcut>[0];

/** The extension's content script as the kiosk build writes it (lockdown-extension/lockdown.js). */
let script = '';
beforeAll(async () => {
  script = await buildLockdownScript();
});

/** Runs the extension's content script in a sandbox and returns what it registered. */
function loadContentScript() {
  const listeners = new Map<string, (e: unknown) => void>();
  const probe: { blocked?: (e: Key) => boolean } = {};
  const root = {
    attrs: {} as Record<string, string>,
    setAttribute(k: string, v: string) {
      this.attrs[k] = v;
    },
  };
  const sandbox = {
    window: { addEventListener: (type: string, fn: (e: unknown) => void) => listeners.set(type, fn) },
    document: { documentElement: root, addEventListener: () => undefined },
    __kioskLockdownTest: probe,
  };
  (sandbox as Record<string, unknown>).globalThis = sandbox;
  runInNewContext(script, sandbox);
  return { listeners, blocked: probe.blocked!, root };
}

/** A key press: no modifier unless given. */
const k = (key: string, mods: Partial<Key> = {}): Key => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});
const keys: Key[] = [
  k('F5'),
  k('p', { ctrlKey: true }),
  k('P', { ctrlKey: true }),
  k('r', { metaKey: true }),
  k('I', { ctrlKey: true, shiftKey: true }),
  k('ArrowLeft', { altKey: true }),
  k('F12'),
  k('ContextMenu'),
  k('a'),
  k(' '),
  k('Enter'),
  k('c', { ctrlKey: true }),
  k('Backspace', { target: null }),
];

describe('the lock-down extension (every frame, game frames included)', () => {
  it('blocks exactly the shortcuts the kiosk page blocks', () => {
    const { blocked } = loadContentScript();
    for (const k of keys)
      expect([k.key, k.ctrlKey, blocked(k)]).toEqual([k.key, k.ctrlKey, isBlockedShortcut(k)]);
    expect(blocked(keys[0]!)).toBe(true);
    expect(blocked(keys[1]!)).toBe(true);
  });

  it('swallows the context menu (right click and long press) and marks the frame', () => {
    const { listeners, root } = loadContentScript();
    let prevented = false;
    let stopped = false;
    listeners.get('contextmenu')!({
      preventDefault: () => (prevented = true),
      stopImmediatePropagation: () => (stopped = true),
    });
    expect([prevented, stopped]).toEqual([true, true]);
    expect(root.attrs['data-kiosk-lockdown']).toBe('1');
  });

  it('runs in every frame at document start', () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, 'lockdown-extension/manifest.json'), 'utf8'),
    );
    expect(manifest.content_scripts[0]).toMatchObject({
      matches: ['<all_urls>'],
      all_frames: true,
      run_at: 'document_start',
    });
  });
});
