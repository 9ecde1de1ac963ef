import { Button } from 'shared-config/ui';
import { PageHero } from '../../components/page-hero';
import { HubIllustration } from './hub-illustration';

export function ServicesHero() {
  return (
    <PageHero
      eyebrow="Our services"
      title="Comprehensive IT Solutions Tailored to Your Needs"
      lead="Security, support, cloud and software from one accountable team. Start with the service you need today and add the rest as you grow."
      actions={
        <Button to="/contact" size="lg" variant="light">
          Talk to an Expert
        </Button>
      }
      art={<HubIllustration />}
    />
  );
}
