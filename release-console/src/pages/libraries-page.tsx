import { SharedLibraries } from '../features/shared-libraries/shared-libraries';
import { ViewHeader } from '../ui/view-header';

export function LibrariesPage() {
  return (
    <>
      <ViewHeader
        title="Shared libraries"
        lead="The libraries and versions each live release shares with the others at run time: what activation checks a new release against."
      />
      <SharedLibraries />
    </>
  );
}
