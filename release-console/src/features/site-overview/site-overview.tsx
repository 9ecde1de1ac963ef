import type { ReactNode } from 'react';
import { Loader } from 'shared-config/ui';
import { useGetPackagesQuery } from '../../release-api/get-packages';
import { POLL_MS } from '../../release-api/release-api';
import type { PackageState } from '../../release-api/release-types';
import { ServiceUnreachable } from '../../release-api/service-unreachable';
import { useMayChange } from '../../release-api/use-may-change';
import { PackageCard } from './package-card';
import styles from './site-overview.module.css';

interface SiteOverviewProps {
  /** The actions offered on a package the signed-in token may change. */
  actionsFor: (state: PackageState) => ReactNode;
}

/** Every package at a glance: what is live, its canary, the previous release, halted ones. */
export function SiteOverview({ actionsFor }: SiteOverviewProps) {
  const packages = useGetPackagesQuery(undefined, { pollingInterval: POLL_MS });
  const mayChange = useMayChange();
  if (packages.error) return <ServiceUnreachable error={packages.error} onRetry={packages.refetch} />;
  if (!packages.data) return <Loader description="Reading what every package has live" height="view" />;
  return (
    <div className={styles.grid}>
      {packages.data.packages.map((state) => (
        <PackageCard key={state.name} state={state} mine={mayChange(state.name)}>
          {mayChange(state.name) ? actionsFor(state) : null}
        </PackageCard>
      ))}
    </div>
  );
}
