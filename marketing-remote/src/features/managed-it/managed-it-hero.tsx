import { Button } from 'shared-config/ui';
import { PageHero } from '../../components/page-hero';
import { ServerMonitorIllustration } from './server-monitor-illustration';

export function ManagedItHero() {
  return (
    <PageHero
      eyebrow="Managed IT engineering"
      title="Managed IT Services"
      lead="Your complete IT department for one predictable monthly fee: we monitor, support, secure and improve your technology so your people can simply get on with their work."
      actions={
        <>
          <Button to="/contact" size="lg">
            Request for Demo
          </Button>
          <Button to="/contact" size="lg" variant="ghost">
            Talk to an Expert
          </Button>
        </>
      }
      art={<ServerMonitorIllustration />}
    />
  );
}
