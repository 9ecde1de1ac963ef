import { PageHero } from '../../components/page-hero';
import { ServiceHeroActions } from '../../components/service-hero-actions';
import { CloudIllustration } from './cloud-illustration';

export function CloudHero() {
  return (
    <PageHero
      eyebrow="Managed cloud"
      title="Empowering Businesses with Dependable Cloud Solutions"
      lead="We plan your move to the cloud, run it securely day and night, and keep your bill in check, whether you use AWS, Microsoft Azure or Google Cloud."
      actions={<ServiceHeroActions />}
      art={<CloudIllustration />}
    />
  );
}
