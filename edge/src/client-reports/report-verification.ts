import type { ServedToken, JudgedRole } from '../visitors/served-token';
import type { ClientReport } from './client-report';

/** A report the edge can vouch for: who sent it, and how they got the release it names. */
export interface VerifiedReport {
  visitor: string;
  role: JudgedRole;
}

/**
 * Whether a report names a release its token says this visitor was served, stable or in a canary.
 * Without a token (none, made up, altered, expired), or for a release the token does not name (a
 * preview, a tab left open across a switch), the report is unverified: counted, never judged on.
 */
export function verifyReport(report: ClientReport, token: ServedToken | null): VerifiedReport | null {
  const served = token?.releases[report.package];
  if (!token || !served || served.id !== report.release) return null;
  return { visitor: token.visitor, role: served.role };
}
