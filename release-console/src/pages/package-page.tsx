import { Link, useParams } from 'shared-config/router';
import { PackageReleases } from '../features/package-releases/package-releases';
import { ReleaseRowActions } from '../features/release-actions/release-row-actions';
import { PACKAGE_NAMES, type PackageName } from 'releases/package-names';
import { useMayChange } from '../release-api/use-may-change';
import { ViewHeader } from '../ui/view-header';
import { NotFoundPage } from './not-found-page';

const isPackageName = (name: string | undefined): name is PackageName =>
  (PACKAGE_NAMES as readonly (string | undefined)[]).includes(name);

export function PackagePage() {
  const { name } = useParams();
  const mayChange = useMayChange();
  if (!isPackageName(name)) return <NotFoundPage />;
  const mine = mayChange(name);
  return (
    <>
      <ViewHeader
        title={`Releases of ${name}`}
        lead={
          mine
            ? `Every release of ${name}, newest first. Preview any of them, start a canary or make one live.`
            : `Every release of ${name}, newest first. Your token does not cover ${name}: read only.`
        }
      >
        <Link to="/">Back to the overview</Link>
      </ViewHeader>
      <PackageReleases
        name={name}
        actionsFor={mine ? (release, live) => <ReleaseRowActions release={release} live={live} /> : null}
      />
    </>
  );
}
