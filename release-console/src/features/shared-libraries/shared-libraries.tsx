import { Loader } from 'shared-config/ui';
import { useGetPackagesQuery } from '../../release-api/get-packages';
import { POLL_MS } from '../../release-api/release-api';
import type { PackageState, SharedModule } from '../../release-api/release-types';
import { ServiceUnreachable } from '../../release-api/service-unreachable';
import panel from '../../ui/panel.module.css';
import { ScrollRegion } from '../../ui/scroll-region';
import { ReleaseId } from '../../ui/release-id';
import styles from './shared-libraries.module.css';

/** `19.3.1, singleton, wants ^19.0.0`; `takes the shell's`: one module of one live release. */
function moduleText(module: SharedModule | undefined): string {
  if (!module) return '—';
  const wants = module.requiredVersion ? `, wants ${module.requiredVersion}` : '';
  return module.bundled
    ? `${module.version}${module.singleton ? ', singleton' : ''}${wants}`
    : `no copy: the shell’s${wants}`;
}

/**
 * The libraries each live release shares through Module Federation, and their versions: what the
 * compatibility check compares when a release is activated. One row per library, one column per package.
 */
export function SharedLibraries() {
  const packages = useGetPackagesQuery(undefined, { pollingInterval: POLL_MS * 3 });
  if (packages.error) return <ServiceUnreachable error={packages.error} onRetry={packages.refetch} />;
  if (!packages.data) return <Loader description="Reading the live releases" height="view" />;
  const live = packages.data.packages.filter(
    (state): state is PackageState & { active: NonNullable<PackageState['active']> } => Boolean(state.active),
  );
  const names = [...new Set(live.flatMap((state) => state.active.shared.map((module) => module.name)))].sort();
  return (
    <section className={panel.panel} aria-labelledby="libraries-heading">
      <h2 id="libraries-heading" className={panel.heading}>
        Shared by the live releases
      </h2>
      <ScrollRegion label="Shared libraries, scrollable">
        <table className={`${panel.table} ${styles.table}`}>
          <caption>Each library’s version as each package’s live release brings it (from its mf-manifest.json)</caption>
          <thead>
            <tr>
              <th scope="col">Library</th>
              {live.map((state) => (
                <th scope="col" key={state.name}>
                  {state.name}
                  <span className={styles.release}>
                    <ReleaseId id={state.active.id} />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                {live.map((state) => (
                  <td key={state.name}>{moduleText(state.active.shared.find((module) => module.name === name))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
