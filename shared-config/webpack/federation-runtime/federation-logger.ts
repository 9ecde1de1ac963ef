// Stands in for the federation SDK's logger.js (see slim-federation-runtime.js). The runtime only
// reports through `createLogger(prefix)`; the stack-trace capture, delegates and build-time logger
// bindings of the original are for tooling, not for a visitor's browser.

type Level = 'log' | 'info' | 'warn' | 'error';

export interface FederationLogger {
  setPrefix(prefix: string): void;
  setDelegate(): void;
  log(...args: unknown[]): void;
  info(...args: unknown[]): void;
  success(...args: unknown[]): void;
  ready(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  debug(...args: unknown[]): void;
}

export function createLogger(prefix: string): FederationLogger {
  let label = prefix;
  const emit =
    (level: Level) =>
    (...args: unknown[]) =>
      console[level](label, ...args);
  return {
    setPrefix: (next) => {
      label = next;
    },
    setDelegate: () => undefined,
    log: emit('log'),
    info: emit('info'),
    success: emit('info'),
    ready: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    // The original prints debug lines only in its debug mode, which this site never turns on.
    debug: () => undefined,
  };
}

export const createInfrastructureLogger = createLogger;

export function bindLoggerToCompiler(): void {
  // Binds a build-time logger to webpack's; nothing to bind in a browser.
}

export const logger = createLogger('[ Module Federation ]');
export const infrastructureLogger = logger;
