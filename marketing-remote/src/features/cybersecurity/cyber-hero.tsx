import { Button } from 'shared-config/ui';
import { PageHero } from '../../components/page-hero';
import { ShieldScanIllustration } from './shield-scan-illustration';

export function CyberHero() {
  return (
    <PageHero
      eyebrow="Cybersecurity services"
      title="Is your Company truly Secure"
      lead="Attackers only need one weakness. We find yours first, fix it, and keep watch so your customers, data and reputation stay protected."
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
      art={<ShieldScanIllustration />}
    />
  );
}
