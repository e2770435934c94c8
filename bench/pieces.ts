/**
 * Cost of the pieces of one gateway call, measured alone (tinybench, in this process): the Redis
 * session read (the TOUCH script round trip, plus unsealing the tokens), the HMAC signature, RSA
 * encryption of one sensitive field with node-forge (what the gateway uses) and with node:crypto,
 * zod validation of a typical input and a real output (games.providers as the platform returns it), and
 * drawing one slider captcha challenge (the reference platform's picture and piece, PNG-encoded): what
 * one common.generateSlider costs the platform, next to RATE_CAPTCHA_PER_MIN per address and device.
 *   node --import tsx bench/pieces.ts
 */
import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { Bench } from 'tinybench';
import { entryByProcedure } from '@casino/shared/catalog/index';
import { RedisStore } from '../apps/gateway/src/store/redis-store';
import { makeEncryptor, signRequest } from '../apps/gateway/src/lib/wire-crypto';
import { sealTokens, sessionKey, unsealTokens } from '../apps/gateway/src/lib/secrets';
import { deleteByPrefix } from '../packages/testkit/src/redis';
import { fmt, out, table } from './lib/format';
import { REDIS_URL, startPlatform } from './lib/stack';
import { upstreamClient } from './lib/wire';
import { PlatformState } from '../apps/platform/src/core/state';
import { generateSlider } from '../apps/platform/src/domain/common/captcha';

export interface PieceRow {
  piece: string;
  meanUs: number;
  p99Us: number;
  opsPerS: number;
}

const TIME_MS = Number(process.env.BENCH_PIECE_MS ?? 1000);

export async function runPieces(): Promise<{ rows: PieceRow[]; markdown: string }> {
  const platform = await startPlatform();
  const prefix = `bench:pieces:${randomBytes(4).toString('hex')}:`;
  const store = await RedisStore.connect(REDIS_URL, prefix);
  try {
    const pem = platform.keys.publicKeyPem;
    const keyObject = createPublicKey(pem); // parsed once, as the forge encryptor is
    const forgePkcs1 = makeEncryptor(pem, 'pkcs1');
    const forgeOaep = makeEncryptor(pem, 'oaep');
    const password = 'Passw0rd!x';

    // A live session in Redis, as the gateway stores it.
    const id = randomBytes(32).toString('base64url');
    const key = sessionKey(id);
    const tok = sealTokens(id, {
      accessToken: randomBytes(32).toString('base64url'),
      refreshToken: randomBytes(32).toString('base64url'),
    });
    const now = Date.now();
    await store.sessionCreate(key, {
      v: 1,
      tok,
      claimedVersion: -1,
      loginName: 'jcbench01',
      did: 'd',
      lang: 'ja-JP',
      cur: 'JPY',
      kind: 'web',
      terminalId: '',
      createdAt: now,
      abs: now + 3600_000,
      idle: 1800_000,
    });

    // A real output of the platform.
    const upstream = upstreamClient(platform);
    const providers = entryByProcedure('games.providers')!;
    const res = await upstream.call({
      path: providers.path,
      client: 'main',
      payload: {},
      auth: null,
      deviceId: 'bench',
      language: 'ja-JP',
      timezone: 'Asia/Tokyo',
      clientIp: '127.0.0.1',
    });
    await upstream.close();
    const providersOutput = 'data' in res ? res.data : null;
    if (!providers.output.safeParse(providersOutput).success)
      throw new Error('games.providers output does not validate');
    const depositInput = {
      clientOrderId: 'ORD-1234567890',
      currency: 'JPY',
      amount: '5000',
      channelCode: 'BANK_JP',
    };
    const deposit = entryByProcedure('deposit.create')!;
    const body = { ...depositInput, loginName: 'jcbench01' };

    // The captcha's own state (its live challenges), as the platform keeps it.
    const captchaState = new PlatformState();
    const bench = new Bench({ time: TIME_MS, warmupTime: 200 });
    bench
      .add('Redis session read (TOUCH script round trip)', async () => {
        await store.sessionTouch(key, Date.now());
      })
      .add('session key hash + token unseal (AES-256-GCM)', () => {
        unsealTokens(id, tok);
        sessionKey(id);
      })
      .add('HMAC-SHA256 signature (canonical JSON)', () => {
        signRequest(platform.keys.merchantSecret, {
          timestamp: String(Date.now()),
          requestId: id,
          path: deposit.path,
          body,
        });
      })
      .add('RSA-2048 PKCS#1 v1.5 encrypt, node-forge', () => {
        forgePkcs1(password);
      })
      .add('RSA-2048 PKCS#1 v1.5 encrypt, node:crypto', () => {
        publicEncrypt(
          { key: keyObject, padding: constants.RSA_PKCS1_PADDING },
          Buffer.from(password),
        ).toString('base64');
      })
      .add('RSA-2048 OAEP-SHA256 encrypt, node-forge', () => {
        forgeOaep(password);
      })
      .add('RSA-2048 OAEP-SHA256 encrypt, node:crypto', () => {
        publicEncrypt(
          { key: keyObject, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(password),
        ).toString('base64');
      })
      .add('zod: deposit.create input', () => {
        deposit.input.parse(depositInput);
      })
      .add(`zod: games.providers output (${JSON.stringify(providersOutput).length} B JSON)`, () => {
        providers.output.parse(providersOutput);
      })
      .add('JSON.parse + stringify of that output (for scale)', () => {
        JSON.parse(JSON.stringify(providersOutput));
      })
      .add('slider captcha: draw one challenge (platform, picture + piece as PNG)', () => {
        generateSlider(captchaState, Date.now());
      });
    await bench.warmup();
    await bench.run();
    const rows: PieceRow[] = bench.tasks.map((t) => ({
      piece: t.name,
      meanUs: (t.result?.mean ?? NaN) * 1000,
      p99Us: (t.result?.p99 ?? NaN) * 1000,
      opsPerS: t.result?.hz ?? NaN,
    }));
    const markdown = table(
      ['piece', 'mean µs', 'p99 µs', 'ops/s (one core)'],
      rows.map((r) => [r.piece, fmt(r.meanUs, 1), fmt(r.p99Us, 1), fmt(r.opsPerS)]),
    );
    return { rows, markdown };
  } finally {
    await store.close();
    await platform.stop();
    await deleteByPrefix(REDIS_URL, prefix).catch(() => 0);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await runPieces();
  out('## Cost of the pieces\n');
  out(markdown);
}
