import { ConsultationBanner } from '../features/consultation/consultation-banner';
import { HomeHero } from '../features/home/home-hero';
import { HomeServices } from '../features/home/home-services';
import { ReadyToHelp } from '../features/home/ready-to-help';
import { TestimonialCarousel } from '../features/testimonials/testimonial-carousel';
import { WhyChoose } from '../features/why-choose/why-choose';

export default function HomePage() {
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
