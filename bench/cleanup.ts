import { stopStartedEdges } from 'edge/test-support';

// Everything the bench starts registers how to stop it here, so an interrupted run leaves nothing
// behind; the edges it started are stopped as their test support keeps them (stopStartedEdges).
type Cleanup = () => Promise<void>;

const pending = new Set<Cleanup>();

/** Registers a cleanup; call the returned function once the resource is released normally. */
export function onCleanup(cleanup: Cleanup): () => void {
  pending.add(cleanup);
  return () => pending.delete(cleanup);
}

export async function runCleanups(): Promise<void> {
  const cleanups = [...pending];
  pending.clear();
  await Promise.allSettled([...cleanups.map((cleanup) => cleanup()), stopStartedEdges()]);
}

/** Ctrl-C or a kill still stops the edges and browsers before the bench exits. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping everything the bench started`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
}
