import { describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { useTestPlatform } from './harness';

const p = useTestPlatform();

describe('wire protocol', () => {
  it('refuses a request whose signature does not match its body', async () => {
    const res = await p.call('/api/v1/common/config', {}, { headers: { 'x-signature': 'AAAA' } });
    expect(res.body).toMatchObject({ success: false, code: CODES.BAD_SIGNATURE });
  });

  it('refuses a timestamp more than five minutes old', async () => {
    const res = await p.call('/api/v1/common/config', {}, { timestamp: Date.now() - 5 * 60 * 1000 - 5000 });
    expect(res.body).toMatchObject({ success: false, code: CODES.STALE_TIMESTAMP });
  });

  it('refuses a request id that was already used', async () => {
    const requestId = 'replay-' + Date.now();
    const first = await p.call('/api/v1/common/config', {}, { requestId });
    expect(first.body.code).not.toBe(CODES.REPLAYED_REQUEST);
    const second = await p.call('/api/v1/common/config', {}, { requestId });
    expect(second.body).toMatchObject({ success: false, code: CODES.REPLAYED_REQUEST });
  });

  it('answers one generic error for a field that is not valid ciphertext', async () => {
    const res = await p.call(
      '/api/v1/player/create_account',
      { loginName: 'abcd1234', password: 'bm90LXJzYQ==', loginType: 1 },
      { encrypt: false },
    );
    expect(res.body).toMatchObject({ success: false, code: CODES.BAD_CIPHERTEXT });
    expect(res.body.msg).toBe('リクエストを処理できませんでした');
  });

  it('refuses a player call without a bearer token before its handler runs', async () => {
    const res = await p.call('/api/v1/player/query', {});
    expect(res.body).toMatchObject({ success: false, code: CODES.UNAUTHORIZED });
  });

  it('answers an unknown path with NOT_FOUND in the main envelope', async () => {
    const res = await p.call('/api/v1/nope', {});
    expect(res.body).toMatchObject({ success: false, code: CODES.NOT_FOUND });
  });

  it('localises msg from the language header', async () => {
    const res = await p.call('/api/v1/player/query', {}, { lang: 'en-US' });
    expect(res.body.msg).toBe('Please log in');
  });
});
