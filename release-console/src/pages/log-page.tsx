import { ReleaseLog } from '../features/release-log/release-log';
import { ViewHeader } from '../ui/view-header';

export function LogPage() {
  return (
    <>
      <ViewHeader
        title="Release log"
        lead="Every publish, preview, activation, canary, rollback, halt and clean-up: who did it, when, and to which release."
      />
      <ReleaseLog />
    </>
  );
}
