import { usePageMeta } from 'shared-config/ui';
import { ConsultationBanner } from '../features/consultation/consultation-banner';
import { KeyServices } from '../features/managed-it/key-services';
import { ManagedItHero } from '../features/managed-it/managed-it-hero';
import { OnboardingSteps } from '../features/managed-it/onboarding-steps';
import { LatestNews } from '../features/news/latest-news';

export default function ManagedItPage() {
  usePageMeta(
    'Managed IT Services',
    'Round-the-clock monitoring and support, infrastructure management, backup and disaster recovery, and cloud optimisation for one monthly fee.',
  );
  return (
    <>
      <ManagedItHero />
      <KeyServices />
      <OnboardingSteps />
      <LatestNews tone="plain" />
      <ConsultationBanner />
    </>
  );
}
