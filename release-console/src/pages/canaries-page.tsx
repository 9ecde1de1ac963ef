import { CanaryHealthView } from '../features/canary-health/canary-health';
import { ViewHeader } from '../ui/view-header';

export function CanariesPage() {
  return (
    <>
      <ViewHeader
        title="Canary health"
        lead="Each canary beside its stable release: what the halt rule counts and where it stands, and the Core Web Vitals of real visitors, which inform but never halt."
      />
      <CanaryHealthView />
    </>
  );
}
