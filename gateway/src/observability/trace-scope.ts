/** Runs `fn` in a trace context chosen elsewhere; the upstream layer needs no tracing library for it. */
export interface TraceScope {
  run<T>(fn: () => T): T;
}
