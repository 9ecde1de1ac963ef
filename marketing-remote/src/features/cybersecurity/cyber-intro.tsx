import { Icon } from '../../components/icon';
import { Section } from '../../components/section';
import styles from './cyber-intro.module.css';

const risks = [
  'Attackers target growing businesses because they expect weaker defences than banks or telecoms.',
  'Most breaches begin with a human mistake, such as a convincing phishing e-mail or a reused password.',
  'A single incident can mean days of downtime, regulatory penalties under the Nigeria Data Protection Act and lost customer trust.',
];

/** What cybersecurity is, and why a business needs it. */
export function CyberIntro() {
  return (
    <Section labelledBy="cyber-intro-title">
      <div className={styles.layout}>
        <div>
          <p className={styles.eyebrow}>The basics</p>
          <h2 id="cyber-intro-title" className={styles.title}>
            What is cyber security and why do you need it?
          </h2>
          <p className={styles.text}>
            Cybersecurity is the practice of protecting your computers, networks, applications and data from theft,
            damage and disruption. It combines technology, such as firewalls, encryption and monitoring, with clear
            processes and people who know how to spot an attack.
          </p>
          <p className={styles.text}>
            For a modern business, your data is your business: customer records, payments, contracts and the systems
            your team uses every hour. Protecting them is not an IT expense but a condition of staying open.
          </p>
        </div>
        <aside className={styles.panel} aria-labelledby="cyber-risks-title">
          <h3 id="cyber-risks-title" className={styles.panelTitle}>
            Why it matters now
          </h3>
          <ul className={styles.risks}>
            {risks.map((risk) => (
              <li key={risk}>
                <span className={styles.riskIcon}>
                  <Icon name="alert" size={18} />
                </span>
                {risk}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Section>
  );
}
