/** One thing an edge needs before it should get traffic: null when it holds, else why not (a fixed phrase). */
export interface ReadinessCheck {
  name: string;
  check(): Promise<string | null> | string | null;
}

export interface Readiness {
  ready: boolean;
  /** Each check by name: 'ok', or why it failed. */
  checks: Record<string, string>;
}

/**
 * Runs every check at once. A check that throws has failed: it says so without the error's text,
 * which could name a host, a file or a credential.
 */
export async function readiness(checks: readonly ReadinessCheck[]): Promise<Readiness> {
  const outcomes = await Promise.all(
    checks.map(async ({ check }) => {
      try {
        return (await check()) ?? 'ok';
      } catch {
        return 'failed';
      }
    }),
  );
  return {
    ready: outcomes.every((outcome) => outcome === 'ok'),
    checks: Object.fromEntries(checks.map(({ name }, index) => [name, outcomes[index] as string])),
  };
}

/** What `within` rejects with when the time ran out. */
export class TooSlow extends Error {}

/** Resolves to `value`, or rejects with TooSlow once `ms` have passed. */
export function within<T>(ms: number, value: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TooSlow(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([value, late]).finally(() => clearTimeout(timer));
}
