/**
 * How to forget the cached session when the gateway says it is gone: the query client registers it
 * when it is made (query-client.ts), the error handler calls it (error-handler.ts, loaded later).
 */
let onSessionCleared: () => void = () => {};

export function registerSessionCleared(fn: () => void) {
  onSessionCleared = fn;
}

export function sessionCleared() {
  onSessionCleared();
}
