// The provider writes closed jobs in several spellings; the careers pages treat them all alike.
const closedStatuses = new Set(['closed', 'close']);

export function isClosedStatus(status: string): boolean {
  return closedStatuses.has(status.trim().toLowerCase());
}
