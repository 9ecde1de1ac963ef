import { usePageMeta } from 'shared-config/ui';
import { ConsultationBanner } from '../features/consultation/consultation-banner';
import { PricingClaim } from '../features/services/pricing-claim';
import { ServicesGrid } from '../features/services/services-grid';
import { ServicesHero } from '../features/services/services-hero';

export default function ServicesPage() {
  usePageMeta(
    'Our Services',
    'Cybersecurity, managed IT, managed cloud and software development, with transparent pricing and no hidden fees.',
  );
  return (
    <>
      <ServicesHero />
      <ServicesGrid />
      <PricingClaim />
      <ConsultationBanner />
    </>
  );
}
