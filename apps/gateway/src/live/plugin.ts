/**
 * The live channel as a Fastify plugin: the bus on the store's own Redis topology (one server, Sentinel
 * or Cluster; in memory with the development fallback), the service decorated as `app.live`, and its
 * timers started and stopped with the app.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MemoryLiveBus, RedisLiveBus, type LiveBus } from './bus';
import { LiveService } from './service';
import { statementView } from '../game-wallets/owner';

async function livePlugin(app: FastifyInstance) {
  const { config, store } = app.gateway;
  const opts = { logMax: config.live.logMax, logMs: config.live.logMs };
  let bus: LiveBus;
  if (store.kind === 'redis' && config.redis.topology) {
    const redis = new RedisLiveBus(config.redis.topology, config.redis.prefix, opts);
    // Like the store: start anyway when Redis does not answer; streams are refused until it does.
    await redis
      .connect()
      .catch((err: Error) => app.log.warn({ err: err.message }, 'live channel: Redis does not answer'));
    bus = redis;
  } else bus = new MemoryLiveBus(opts);
  const service = new LiveService(app, bus);
  app.decorate('live', service);
  app.gameWallets.onMoney = (loginName) => service.moneyChanged(loginName);
  app.gameWallets.onReturning = (w) => void service.returning(w.loginName, w.platformCode);
  app.gameWallets.onStatement = (s, terminal, kept) => {
    void service.statement(s.loginName, statementView(s), kept);
    if (terminal && s.terminalId) void service.terminalStatement(s.terminalId, statementView(s));
  };
  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', async () => service.stop());
}

export default fp(livePlugin, { name: 'gateway-live', dependencies: ['gateway', 'gateway-game-wallets'] });
