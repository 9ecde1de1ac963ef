import { site } from 'shared-config/site';
import { Button } from 'shared-config/ui';
import { PageHero } from '../../components/page-hero';
import { LayersIllustration } from './layers-illustration';

export function AboutHero() {
  return (
    <PageHero
      eyebrow={`About ${site.brandName}`}
      title="Your Trusted Partner for IT Solutions"
      lead="From our base in Lagos we secure, run and build technology for businesses that cannot afford downtime, with the care of a local partner and the standards of a global one."
      actions={
        <Button to="/services" size="lg" variant="light">
          Explore Our Services
        </Button>
      }
      art={<LayersIllustration />}
    />
  );
}
