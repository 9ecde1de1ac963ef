import { useId } from 'react';
import { useSearchParams } from 'shared-config/router';
import { Field, fieldControlClass, Loader } from 'shared-config/ui';
import { useGetLogQuery } from '../../release-api/get-log';
import { POLL_MS } from '../../release-api/release-api';
import { PACKAGE_NAMES, type PackageName } from 'releases/package-names';
import { ServiceUnreachable } from '../../release-api/service-unreachable';
import panel from '../../ui/panel.module.css';
import { LogLine } from './log-line';
import styles from './release-log.module.css';

const packageFrom = (value: string | null): PackageName | null => PACKAGE_NAMES.find((name) => name === value) ?? null;

/** Who did what and when, newest first, of every package or the one chosen (kept in the address). */
export function ReleaseLog() {
  const selectId = useId();
  const [search, setSearch] = useSearchParams();
  const chosen = packageFrom(search.get('package'));
  const log = useGetLogQuery(chosen, { pollingInterval: POLL_MS });
  // The log of the package chosen, never the last one shown: while another package's log loads, its
  // heading stands above the loader, not above the previous package's entries.
  const entries = log.currentData;
  return (
    <section className={panel.panel} aria-labelledby={`${selectId}-heading`}>
      <div className={styles.bar}>
        <h2 id={`${selectId}-heading`} className={panel.heading}>
          {chosen ? `What happened to ${chosen}` : 'What happened to every package'}
        </h2>
        <div className={styles.filter}>
          <Field id={selectId} label="Package">
            <select
              id={selectId}
              className={fieldControlClass}
              value={chosen ?? ''}
              onChange={(event) => setSearch(event.target.value ? { package: event.target.value } : {})}
            >
              <option value="">Every package</option>
              {PACKAGE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </div>
      {log.error ? <ServiceUnreachable error={log.error} onRetry={log.refetch} /> : null}
      {!entries && !log.error ? <Loader description="Reading the release log" height="form" /> : null}
      {entries?.length === 0 ? <p>Nothing has happened to {chosen ?? 'any package'} yet.</p> : null}
      {entries?.length ? (
        <ol className={styles.entries} aria-label="Log entries, newest first">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${entry.action}-${entry.package}-${index}`}>
              <LogLine entry={entry} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
