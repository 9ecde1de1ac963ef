// Fixed so the demo data is identical on every machine and every run; dates are offsets from it.
export const seedBaseDate = '2026-11-20';

const dayMs = 24 * 60 * 60 * 1000;

export function daysFromSeedBase(days: number): string {
  return new Date(Date.parse(`${seedBaseDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}
