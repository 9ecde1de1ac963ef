import { CtaBand } from '../components/cta-band';
import { ConsultationBanner } from '../features/consultation/consultation-banner';
import { CloudHero } from '../features/managed-cloud/cloud-hero';
import { CloudKeyServices } from '../features/managed-cloud/cloud-key-services';

export default function ManagedCloudPage() {
  return (
    <>
      <CloudHero />
      <CloudKeyServices />
      <CtaBand title="Take your business to the cloud." actionLabel="Contact Us Now" to="/contact" icon="cloud">
        Tell us about your systems and we will map a migration plan with clear costs, timelines and zero guesswork.
      </CtaBand>
      <ConsultationBanner
        title="Do you know your current security posture ?"
        text="Misconfigured cloud accounts are one of the most common causes of data breaches. Our engineers will review yours and tell you exactly where you stand."
      />
    </>
  );
}
