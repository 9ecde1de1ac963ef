import { useCallback, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose script loads once `wanted` turns true (`load` must be stable). Not React.lazy:
 * whatever stands in for it stays mounted, and focused, until it has loaded, and a failed load can
 * be retried.
 */
export function useLoadedComponent<P>(wanted: boolean, load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    load()
      .then((loaded) => current && setComponent(() => loaded))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [wanted, load, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  return { Component, failed, retry };
}
