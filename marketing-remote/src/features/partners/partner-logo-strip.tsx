import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';
import { PartnerLogoMark, partnerLogos } from './partner-logos';
import styles from './partner-logo-strip.module.css';

function LogoSet({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul
      className={styles.set}
      aria-label={hidden ? undefined : 'Partner and client logos'}
      aria-hidden={hidden || undefined}
    >
      {partnerLogos.map((logo) => (
        <li key={logo.name} className={styles.logo}>
          <PartnerLogoMark {...logo} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Eight partner and client logos scrolling in a seamless loop: the second copy exists only to close the
 * gap, so it is hidden from assistive technology. Hover or focus pauses it; reduced motion stops it.
 */
export function PartnerLogoStrip() {
  return (
    <Section labelledBy="partners-title">
      <SectionHeading id="partners-title" eyebrow="Partners & clients" title="Trusted by Businesses Across Nigeria">
        From fintech start-ups to national retailers, these teams rely on us every day.
      </SectionHeading>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <LogoSet />
          <LogoSet hidden />
        </div>
      </div>
    </Section>
  );
}
