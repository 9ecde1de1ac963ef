import { ConsultationBanner } from '../features/consultation/consultation-banner';
import { PricingClaim } from '../features/services/pricing-claim';
import { ServicesGrid } from '../features/services/services-grid';
import { ServicesHero } from '../features/services/services-hero';

export default function ServicesPage() {
  return (
    <>
      <ServicesHero />
      <ServicesGrid />
      <PricingClaim />
      <ConsultationBanner />
    </>
  );
}
