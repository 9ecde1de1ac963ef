import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';
import styles from './onboarding-steps.module.css';

const steps = [
  { title: 'Assess', text: 'We audit your devices, network, accounts and risks, and agree priorities with you.' },
  {
    title: 'Onboard',
    text: 'We document everything, install monitoring and fix the urgent issues in the first weeks.',
  },
  { title: 'Monitor', text: 'Alerts reach our engineers day and night, and most are resolved before you notice.' },
  { title: 'Improve', text: 'Quarterly reviews turn what we learn into a roadmap for a faster, safer business.' },
];

/** How a new client is brought under management. */
export function OnboardingSteps() {
  return (
    <Section labelledBy="onboarding-title" tone="alt">
      <SectionHeading id="onboarding-title" eyebrow="How it works" title="From First Call to Fully Managed">
        A clear, four-step path with no disruption to your day-to-day work.
      </SectionHeading>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
