import { usePageMeta } from 'shared-config/ui';
import { ConsultationBanner } from '../features/consultation/consultation-banner';
import { HomeHero } from '../features/home/home-hero';
import { HomeServices } from '../features/home/home-services';
import { ReadyToHelp } from '../features/home/ready-to-help';
import { TestimonialCarousel } from '../features/testimonials/testimonial-carousel';
import { WhyChoose } from '../features/why-choose/why-choose';

export default function HomePage() {
  usePageMeta(
    'Secure, Scalable IT Solutions',
    'Cybersecurity, managed IT, managed cloud and bespoke software development for growing businesses in Lagos and across Nigeria.',
  );
  return (
    <>
      <HomeHero />
      <HomeServices />
      <ReadyToHelp />
      <ConsultationBanner />
      <WhyChoose />
      <TestimonialCarousel />
    </>
  );
}
