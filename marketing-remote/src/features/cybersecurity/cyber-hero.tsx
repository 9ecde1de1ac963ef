import { PageHero } from '../../components/page-hero';
import { ServiceHeroActions } from '../../components/service-hero-actions';
import { ShieldScanIllustration } from './shield-scan-illustration';

export function CyberHero() {
  return (
    <PageHero
      eyebrow="Cybersecurity services"
      title="Is your Company truly Secure"
      lead="Attackers only need one weakness. We find yours first, fix it, and keep watch so your customers, data and reputation stay protected."
      actions={<ServiceHeroActions />}
      art={<ShieldScanIllustration />}
    />
  );
}
