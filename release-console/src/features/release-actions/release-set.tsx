import { isPackageName } from 'releases/package-names';
import type { Target } from '../../release-api/release-changes';
import type { PackageState } from '../../release-api/release-types';
import { ReleaseId } from '../../ui/release-id';

/**
 * The other releases of the release set the package's canary came with (its group names every one,
 * `name=id,name=id`); none for a canary of the package alone. A change of one acts on all of them.
 */
export function setPartners({ name, canary }: Pick<PackageState, 'name' | 'canary'>): Target[] {
  if (!canary?.group) return [];
  return canary.group.split(',').flatMap((member) => {
    const [other = '', id = ''] = member.split('=');
    return isPackageName(other) && other !== name && id ? [{ name: other, id }] : [];
  });
}

/** `, with careers 2026… of its release set`, said in each action's dialog. */
export function WithSet({ partners }: { partners: readonly Target[] }) {
  if (partners.length === 0) return null;
  return (
    <>
      , together with{' '}
      {partners.map((partner, index) => (
        <span key={partner.name}>
          {index > 0 ? ', ' : ''}
          {partner.name} <ReleaseId id={partner.id} />
        </span>
      ))}{' '}
      of its release set
    </>
  );
}
