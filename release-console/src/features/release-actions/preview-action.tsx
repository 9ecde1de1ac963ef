import { useCreatePreviewMutation } from '../../release-api/release-changes';
import type { PackageName } from 'releases/package-names';
import { ReleaseId } from '../../ui/release-id';
import { PreviewLink } from './preview-link';
import { ReleaseAction } from './release-action';

/** A signed link that shows the site with this release to whoever opens it, for 24 hours. */
export function PreviewAction({ name, id }: { name: PackageName; id: string }) {
  const [createPreview] = useCreatePreviewMutation();
  return (
    <ReleaseAction
      label="Preview link"
      accessibleLabel={`Preview link for ${name} ${id}`}
      title={`A preview link for ${name}`}
      effect={
        <>
          <p>
            Visitors see nothing new. Whoever opens the link in the next 24 hours sees the whole site with{' '}
            <ReleaseId id={id} /> in place of the live {name} release.
          </p>
          <p>The release log records the link.</p>
        </>
      }
      confirmLabel="Create the link"
      perform={() => createPreview({ name, id }).unwrap()}
      outcome={(link) => <PreviewLink url={link.url} expires={link.expires} />}
    />
  );
}
