/**
 * OpenTelemetry tracing for the reference platform, loaded before it (`node --import
 * ./dist/tracing.js dist/server.js`), only when OTEL_EXPORTER_OTLP_ENDPOINT is set: @fastify/otel
 * continues the gateway's W3C traceparent, so one trace runs from the browser's request through the
 * gateway to the handler here; undici covers the platform's own outgoing calls. Unset, nothing loads.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await startTracing();

async function startTracing() {
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  process.env.OTEL_SERVICE_NAME ??= 'casino-platform';
  const [{ NodeSDK }, { UndiciInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per request and per handler; spans of every lifecycle hook would cost more than they tell.
        instrumentHooks: false,
        ignorePaths: (opts: { url: string }) => /^\/(healthz|metrics)\b/.test(opts.url),
        requestHook: (span, request) => span.setAttribute('http.request.id', String(request.id)),
      }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // A signal starts the graceful close: the SDK flushes its last spans meanwhile.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.prependOnceListener(signal, () => void sdk.shutdown().catch(() => undefined));
}

export {};
