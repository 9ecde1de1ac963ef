import panel from '../../ui/panel.module.css';
import { ScrollRegion } from '../../ui/scroll-region';
import type { HealthRow } from './rule-standing';
import styles from './health-table.module.css';

const standing = (reached: boolean | null) => (reached === null ? '' : reached ? 'reached' : 'not reached');

interface HealthTableProps {
  caption: string;
  rows: HealthRow[];
  /** Why a figure is empty, or lower than the edges reported: one sentence each, under the table. */
  notes?: string[];
}

/** The canary's figures beside the stable release's, row by row, with where the halt rule stands on each. */
export function HealthTable({ caption, rows, notes = [] }: HealthTableProps) {
  return (
    <div className={styles.withNotes}>
      <ScrollRegion label={`${caption}, scrollable`}>
        <table className={`${panel.table} ${styles.table}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col" className={panel.numeric}>
                Canary
              </th>
              <th scope="col" className={panel.numeric}>
                Stable
              </th>
              <th scope="col">Halt rule</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className={panel.numeric}>{row.canary}</td>
                <td className={panel.numeric}>{row.stable}</td>
                <td>
                  {row.rule}
                  {row.reached !== null ? (
                    <span className={row.reached ? styles.reached : styles.notReached}>{standing(row.reached)}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {notes.length ? (
        <ul className={styles.notes} aria-label={`Why some figures are empty: ${caption}`}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
