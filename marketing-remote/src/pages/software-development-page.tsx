import { CtaBand } from '../components/cta-band';
import { ConsultationBanner } from '../features/consultation/consultation-banner';
import { SoftwareHero } from '../features/software-development/software-hero';
import { SoftwareServices } from '../features/software-development/software-services';

export default function SoftwareDevelopmentPage() {
  return (
    <>
      <SoftwareHero />
      <SoftwareServices />
      <CtaBand title="Have an idea that needs building?" actionLabel="Get in Touch" to="/contact" icon="rocket">
        Tell us about your product or the process you want to automate. We will come back within one working day with
        honest advice and a clear next step.
      </CtaBand>
      <ConsultationBanner />
    </>
  );
}
