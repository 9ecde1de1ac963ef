import { Button } from 'shared-config/ui';
import { PageHero } from '../../components/page-hero';
import { HappyBusinesses } from './happy-businesses';
import { HeroNetworkIllustration } from './hero-network-illustration';

export function HomeHero() {
  return (
    <PageHero
      size="large"
      eyebrow="Cybersecurity · Managed IT · Cloud · Software"
      title="Empowering Businesses with Secure, Scalable IT Solutions"
      lead="We protect, run and modernise the technology behind growing businesses in Nigeria and beyond, so your team can focus on customers instead of computers."
      actions={
        <>
          <Button to="/contact" size="lg">
            Let&apos;s Build, Scale &amp; Secure Your Business
          </Button>
          <Button to="/services" size="lg" variant="ghost">
            Explore Our Services
          </Button>
        </>
      }
      art={<HeroNetworkIllustration />}
    >
      <HappyBusinesses />
    </PageHero>
  );
}
