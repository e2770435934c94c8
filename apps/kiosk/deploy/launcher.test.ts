import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'kiosk-launcher.sh');
const SECRET = 'a-secret"with</script>&odd';

function dryRun(extra: Record<string, string> = {}) {
  const r = spawnSync('bash', [script], {
    env: {
      PATH: process.env.PATH,
      KIOSK_DRY_RUN: '1',
      KIOSK_URL: 'https://casino.example/kiosk/',
      KIOSK_TERMINAL_ID: 'T-001',
      KIOSK_TERMINAL_SECRET: SECRET,
      RUNTIME_DIRECTORY: mkdtempSync(join(tmpdir(), 'kiosk-launcher-')),
      ...extra,
    },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`launcher failed: ${r.stderr}`);
  return { command: r.stdout, startPage: r.stderr };
}

describe('kiosk launcher', () => {
  it('starts Chromium in kiosk mode on a throw-away profile (not incognito) with the lock-down flags', () => {
    const { command } = dryRun();
    expect(command).not.toContain('--incognito');
    for (const flag of [
      '--kiosk',
      '--noerrdialogs',
      '--disable-pinch',
      '--overscroll-history-navigation=0',
      '--autoplay-policy=no-user-gesture-required',
      '--no-first-run',
    ])
      expect(command).toContain(flag);
    expect(command).toMatch(/--user-data-dir=\S+\/profile /);
  });

  it('keeps the terminal secret out of the command line and hands it over in a URL fragment', () => {
    const { command, startPage } = dryRun();
    expect(command).not.toContain('a-secret');
    expect(command).toMatch(/file:\/\/\S+start\.html/);
    expect(startPage).toContain(
      'https://casino.example/kiosk/#terminal=T-001&secret=a-secret%22with%3C%2Fscript%3E%26odd',
    );
    expect(startPage).not.toContain('</script>&');
  });

  it('probes Chromium over DevTools on localhost only when a port is configured', () => {
    expect(dryRun().command).not.toContain('remote-debugging');
    const { command } = dryRun({ KIOSK_DEVTOOLS_PORT: '9333' });
    expect(command).toContain('--remote-debugging-address=127.0.0.1');
    expect(command).toContain('--remote-debugging-port=9333');
  });

  it('loads only the lock-down extension, which runs in game frames too', () => {
    const { command } = dryRun({ KIOSK_EXTENSION_DIR: '/opt/x/lockdown-extension' });
    expect(command).toContain('--load-extension=/opt/x/lockdown-extension');
    expect(command).toContain('--disable-extensions-except=/opt/x/lockdown-extension');
    expect(command).toContain('DisableLoadExtensionCommandLineSwitch');
  });

  it('installs the CJK font, the extension and the policy with the terminal', () => {
    const r = spawnSync('bash', [join(import.meta.dirname, 'install.sh')], {
      env: { PATH: process.env.PATH, KIOSK_INSTALL_DRY_RUN: '1' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/apt-get install .*fonts-noto-cjk/);
    expect(r.stdout).toMatch(/apt-get install .*chromium/);
    expect(r.stdout).toContain('/opt/casino-kiosk/lockdown-extension/');
    expect(r.stdout).toContain('/etc/chromium/policies/managed/casino-kiosk.json');
  });

  it('refuses to start without its configuration', () => {
    expect(() =>
      execFileSync('bash', [script], {
        env: { PATH: process.env.PATH, KIOSK_DRY_RUN: '1' },
        stdio: 'ignore',
      }),
    ).toThrow();
  });
});
