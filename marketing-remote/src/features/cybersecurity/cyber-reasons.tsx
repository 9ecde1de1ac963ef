import { Icon } from '../../components/icon';
import type { IconName } from '../../components/icon-paths';
import styles from './cyber-reasons.module.css';

const reasons: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'award',
    title: 'Expertise',
    text: 'Certified security professionals with hands-on experience defending financial, healthcare and retail systems.',
  },
  {
    icon: 'sliders',
    title: 'Tailored Solutions',
    text: 'Protection sized to your business, your risks and your budget, never a one-size-fits-all package.',
  },
  {
    icon: 'activity',
    title: 'Proactive Approach',
    text: 'Continuous monitoring and regular testing that stop threats early instead of cleaning up after them.',
  },
  {
    icon: 'clipboard',
    title: 'Compliance Assurance',
    text: 'Controls and evidence aligned with the Nigeria Data Protection Act, PCI DSS and ISO 27001 requirements.',
  },
];

/** Four reasons the security practice can be trusted, on a dark band. */
export function CyberReasons() {
  return (
    <section className={styles.band} aria-labelledby="cyber-reasons-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>Our approach</p>
        <h2 id="cyber-reasons-title" className={styles.title}>
          Security You Can Count On
        </h2>
        <ol className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <span className={styles.icon}>
                <Icon name={reason.icon} size={24} />
              </span>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
