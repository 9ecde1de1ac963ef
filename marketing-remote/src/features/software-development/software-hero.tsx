import { PageHero } from '../../components/page-hero';
import { ServiceHeroActions } from '../../components/service-hero-actions';
import { CodeIllustration } from './code-illustration';

export function SoftwareHero() {
  return (
    <PageHero
      eyebrow="Software development"
      title="Bespoke Software Solutions for Business Transformation"
      lead="We design, build and run web and mobile software that fits the way your business works, automates the busywork and scales with your customers."
      actions={<ServiceHeroActions />}
      art={<CodeIllustration />}
    />
  );
}
