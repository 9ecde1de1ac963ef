import { CtaBand } from '../components/cta-band';
import { AboutHero } from '../features/about/about-hero';
import { AboutReasons } from '../features/about/about-reasons';
import { MissionValues } from '../features/about/mission-values';
import { PartnerLogoStrip } from '../features/partners/partner-logo-strip';
import { TestimonialCarousel } from '../features/testimonials/testimonial-carousel';

export default function AboutPage() {
  return (
    <>
      <AboutHero />
      <AboutReasons />
      <CtaBand title="Protect Your Business Today" actionLabel="Get in Touch" to="/contact" icon="shield">
        One phishing e-mail or failed server can stop a business for days. Let us find your risks and close them before
        they cost you.
      </CtaBand>
      <MissionValues />
      <PartnerLogoStrip />
      <TestimonialCarousel />
    </>
  );
}
