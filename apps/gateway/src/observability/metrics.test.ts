import { beforeEach, describe, expect, it } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { DURATION_BUCKETS, recordProcedure, recordUpstream, registry } from './metrics';

/** prom-client's own histogram with the same name, help, labels and buckets, in a registry of its own. */
async function asPromClientWouldRead(
  name: string,
  labelNames: [string, string],
  observations: [string, string, number][],
) {
  const own = registry.getSingleMetric(name) as unknown as { help: string };
  const reference = new Registry();
  const h = new Histogram({
    name,
    help: own.help,
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [reference],
  });
  for (const [a, b, v] of observations) h.labels(a, b).observe(v);
  return { text: await reference.getSingleMetricAsString(name), json: await reference.getMetricsAsJSON() };
}

/** Reads the gateway's histogram `name` as /metrics writes it: expects prom-client's text for the same observations. */
async function expectReadAsPromClient(
  name: string,
  labelNames: [string, string],
  observations: [string, string, number][],
) {
  const reference = await asPromClientWouldRead(name, labelNames, observations);
  expect(await registry.getSingleMetricAsString(name)).toBe(reference.text);
  return reference;
}

describe('the gateway histograms', () => {
  // From no observations: another test file in the same worker may have served calls in-process.
  beforeEach(() => registry.resetMetrics());

  it('read at /metrics exactly as prom-client histograms given the same observations', async () => {
    const calls: [string, string, number][] = [
      ['account.playerInfo', 'OK', 0.001],
      ['account.playerInfo', 'OK', 0.002],
      ['account.playerInfo', 'OK', 0.0021],
      ['account.playerInfo', 'OK', 0.3],
      ['account.playerInfo', 'OK', 45],
      ['account.playerInfo', 'UNAUTHORIZED', 0.01],
      ['games.providers', 'OK', 0.0499],
    ];
    for (const [p, c, v] of calls) recordProcedure(p, c, v);
    await expectReadAsPromClient('gateway_trpc_request_duration_seconds', ['procedure', 'code'], calls);

    const upstream: [string, string, number][] = [
      ['/api/v1/player/query', 'ok', 0.004],
      ['/api/v1/player/query', 'timeout', 30],
    ];
    for (const [p, o, v] of upstream) recordUpstream(p, o as 'ok', v);
    const reference = await expectReadAsPromClient(
      'gateway_upstream_request_duration_seconds',
      ['path', 'outcome'],
      upstream,
    );
    expect(await registry.getSingleMetric('gateway_upstream_request_duration_seconds')!.get()).toEqual(
      reference.json[0],
    );
  });
});
