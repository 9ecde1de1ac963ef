import { ConsultationBanner } from '../features/consultation/consultation-banner';
import { KeyServices } from '../features/managed-it/key-services';
import { ManagedItHero } from '../features/managed-it/managed-it-hero';
import { OnboardingSteps } from '../features/managed-it/onboarding-steps';
import { LatestNews } from '../features/news/latest-news';

export default function ManagedItPage() {
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
