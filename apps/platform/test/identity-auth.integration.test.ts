import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p.close());

describe('password login', () => {
  it('logs in by username (loginType 1) and the token works on player calls', async () => {
    const { tokens, login, loginName } = await p.player();
    expect(login.body.success).toBe(true);
    expect(tokens?.access_token).toBeTruthy();
    expect((login.body.data as unknown as { loginName: string }).loginName).toBe(loginName);
  });
});
