/**
 * Ties log lines to traces: with tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), every line written inside a
 * traced request carries its traceId and spanId (a pino mixin); off, there is no mixin at all.
 */
import { trace } from '@opentelemetry/api';

function traceIds(): object {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

export const traceMixin: (() => object) | undefined = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? traceIds
  : undefined;
