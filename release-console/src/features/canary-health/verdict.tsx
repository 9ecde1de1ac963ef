import type { CanaryHealth, VerdictState } from '../../release-api/release-types';
import { Badge, type BadgeTone } from '../../ui/badge';
import styles from './verdict.module.css';

const VERDICT: Record<VerdictState, { label: string; tone: BadgeTone }> = {
  collecting: { label: 'Collecting', tone: 'neutral' },
  healthy: { label: 'Healthy', tone: 'success' },
  failing: { label: 'Failing: the edges halt it at their next check', tone: 'danger' },
  halted: { label: 'Halted', tone: 'danger' },
};

/** Where the halt rule stands, in a word and in the service's own sentence with the figures. */
export function Verdict({ verdict }: { verdict: CanaryHealth['verdict'] }) {
  const { label, tone } = VERDICT[verdict.state];
  return (
    <div className={styles.verdict}>
      <Badge tone={tone}>{label}</Badge>
      <p className={styles.text}>{verdict.text}</p>
    </div>
  );
}
