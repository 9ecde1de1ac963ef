import { CtaBand } from '../components/cta-band';
import { ConsultationBanner } from '../features/consultation/consultation-banner';
import { CyberHero } from '../features/cybersecurity/cyber-hero';
import { CyberIntro } from '../features/cybersecurity/cyber-intro';
import { CyberOfferings } from '../features/cybersecurity/cyber-offerings';
import { CyberReasons } from '../features/cybersecurity/cyber-reasons';
import { WhyChoose } from '../features/why-choose/why-choose';

export default function CybersecurityPage() {
  return (
    <>
      <CyberHero />
      <CyberIntro />
      <CyberOfferings />
      <CyberReasons />
      <CtaBand
        title="Start Protecting Your Business Today with a FREE Assessment"
        actionLabel="Book a slot"
        to="/contact"
        icon="search"
      >
        In one short session we review your exposure, highlight the most urgent risks and give you a written summary,
        free of charge and with no obligation.
      </CtaBand>
      <WhyChoose title="Why Choose Us?" tone="alt" />
      <ConsultationBanner />
    </>
  );
}
