import { PackageActions } from '../features/release-actions/package-actions';
import { SiteOverview } from '../features/site-overview/site-overview';
import { ViewHeader } from '../ui/view-header';

export function OverviewPage() {
  return (
    <>
      <ViewHeader
        title="The site at a glance"
        lead="What every package serves now, its canary, what a rollback goes back to and any halted canary. Your team’s packages have their actions; the others are read only."
      />
      <SiteOverview actionsFor={(state) => <PackageActions state={state} />} />
    </>
  );
}
