import type { GoalComparison } from '../../release-api/release-types';
import panel from '../../ui/panel.module.css';
import { ScrollRegion } from '../../ui/scroll-region';

const GOALS: Record<GoalComparison['goal'], string> = {
  'contact-reached': 'Reached /contact',
  'contact-sent': 'Sent the contact form',
  'job-opened': 'Opened a job',
  'application-submitted': 'Submitted an application',
};

/** `12.5 % (8.1–18.3)` of `24 of 192`: a rate with its 95 % interval. */
function rate({ percent, low, high, converted, visitors }: GoalComparison['canary']) {
  if (percent === null) return 'no visitors';
  return `${percent.toFixed(1)} % (${low?.toFixed(1)}–${high?.toFixed(1)}), ${converted} of ${visitors}`;
}

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}`;

/**
 * Whether the canary wins visitors: for each goal, the share of each side's visitors who reached it
 * over the window, with its 95 % interval, the difference with its own, and what the sample says.
 */
export function ConversionsTable({ conversions }: { conversions: GoalComparison[] | null | undefined }) {
  if (!conversions) {
    return <p>No conversions counted: the edges that report this window count none yet.</p>;
  }
  return (
    <ScrollRegion label="Visitors won, canary beside stable">
      <table className={panel.table}>
        <caption>Visitors won, canary beside stable, with 95 % intervals (they inform, they never halt)</caption>
        <thead>
          <tr>
            <th scope="col">Goal</th>
            <th scope="col">Canary</th>
            <th scope="col">Stable</th>
            <th scope="col">Difference</th>
            <th scope="col">Reading</th>
          </tr>
        </thead>
        <tbody>
          {conversions.map((row) => (
            <tr key={row.goal}>
              <th scope="row">{GOALS[row.goal]}</th>
              <td>{rate(row.canary)}</td>
              <td>{rate(row.stable)}</td>
              <td>
                {row.difference
                  ? `${signed(row.difference.points)} points (${signed(row.difference.low)} to ${signed(row.difference.high)})`
                  : '—'}
              </td>
              <td>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
