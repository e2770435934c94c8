import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isBlockedShortcut } from '../src/lib/lockdown';

type Key = Parameters<typeof isBlockedShortcut>[0];

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
  runInNewContext(readFileSync(join(import.meta.dirname, 'lockdown-extension/lockdown.js'), 'utf8'), sandbox);
  return { listeners, blocked: probe.blocked!, root };
}

const keys: Key[] = [
  { key: 'F5', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false },
  { key: 'p', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false },
  { key: 'P', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false },
  { key: 'r', ctrlKey: false, metaKey: true, altKey: false, shiftKey: false },
  { key: 'I', ctrlKey: true, metaKey: false, altKey: false, shiftKey: true },
  { key: 'ArrowLeft', ctrlKey: false, metaKey: false, altKey: true, shiftKey: false },
  { key: 'F12', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false },
  { key: 'ContextMenu', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false },
  { key: 'a', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false },
  { key: ' ', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false },
  { key: 'Enter', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false },
  { key: 'c', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false },
  { key: 'Backspace', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null },
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
