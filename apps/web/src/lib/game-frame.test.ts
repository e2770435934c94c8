import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_SANDBOX } from './game-frame';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('game frames', () => {
  it('every iframe of the web site is sandboxed with GAME_SANDBOX', () => {
    const frames = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<iframe\b[\s\S]*?\/>/g)].map((m) => ({ file, tag: m[0] })),
    );
    // the slot game, sports and free spins
    expect(frames.length).toBeGreaterThanOrEqual(3);
    for (const { file, tag } of frames) expect(tag, file).toContain('sandbox={GAME_SANDBOX}');
  });

  it('lets the game run its scripts in its own origin, and nothing that leaves the frame', () => {
    const flags = GAME_SANDBOX.split(' ');
    expect(flags).toContain('allow-scripts');
    for (const f of ['allow-top-navigation', 'allow-popups', 'allow-modals', 'allow-downloads'])
      expect(flags).not.toContain(f);
  });
});
