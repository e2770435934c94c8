/**
 * OpenTelemetry tracing, loaded before the gateway (`node --import ./dist/tracing.js dist/server.js`;
 * `pnpm start` imports it first too). Only when OTEL_EXPORTER_OTLP_ENDPOINT is set: then the Node SDK
 * starts with the Fastify (@fastify/otel, a span per request, continuing an incoming traceparent),
 * undici (a span per upstream call, W3C traceparent sent to the platform) and ioredis instrumentations,
 * exporting over OTLP (http/protobuf unless OTEL_EXPORTER_OTLP_PROTOCOL says otherwise). Unset, this
 * file loads nothing, so tracing off costs nothing per request.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await startTracing();

async function startTracing() {
  // ioredis is CommonJS imported from an ES module: patched through the ESM loader hook.
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  // Metrics are Prometheus' (/metrics) and logs are JSON lines: only traces go over OTLP.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  process.env.OTEL_SERVICE_NAME ??= 'casino-gateway';
  const [{ NodeSDK }, { UndiciInstrumentation }, { IORedisInstrumentation }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-undici'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@fastify/otel'),
    ]);
  const sdk = new NodeSDK({
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per request and per handler; spans of every lifecycle hook would cost more than they tell.
        instrumentHooks: false,
        // Health probes and scrapes would be most of the traces and tell nothing.
        ignorePaths: (opts: { url: string }) => /^\/(healthz|readyz|metrics)\b/.test(opts.url),
        requestHook: (span, request) => span.setAttribute('http.request.id', String(request.id)),
      }),
      new UndiciInstrumentation(),
      // Redis spans carry the command name only, never its arguments (session keys, tokens).
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  // A signal starts the graceful close: the SDK flushes its last spans meanwhile.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.prependOnceListener(signal, () => void sdk.shutdown().catch(() => undefined));
}

export {};
