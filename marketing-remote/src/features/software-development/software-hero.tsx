import { Button } from 'shared-config/ui';
import { PageHero } from '../../components/page-hero';
import { CodeIllustration } from './code-illustration';

export function SoftwareHero() {
  return (
    <PageHero
      eyebrow="Software development"
      title="Bespoke Software Solutions for Business Transformation"
      lead="We design, build and run web and mobile software that fits the way your business works, automates the busywork and scales with your customers."
      actions={
        <>
          <Button to="/services" size="lg" variant="ghost">
            Our Services
          </Button>
          <Button to="/contact" size="lg">
            Talk to an Expert
          </Button>
        </>
      }
      art={<CodeIllustration />}
    />
  );
}
