import { Button } from 'shared-config/ui';
import { Icon } from '../../components/icon';
import { Section } from '../../components/section';
import styles from './ready-to-help.module.css';

const problems = [
  'Unexpected downtime is costing you sales and staff hours',
  'You worry about ransomware, phishing or a data breach',
  'Your systems are outdated and do not talk to each other',
  'Cloud bills keep rising while performance does not',
  'There is no one in-house to call when technology fails',
  'You need software built but do not know where to start',
];

/** Common business problems the company solves, and a way to ask for help. */
export function ReadyToHelp() {
  return (
    <Section labelledBy="ready-to-help-title" tone="alt">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Sound familiar?</p>
          <h2 id="ready-to-help-title" className={styles.title}>
            Ready to Help
          </h2>
          <p className={styles.lead}>
            Whatever is slowing your business down, our engineers have solved it before. Tell us what is happening and
            we will tell you, honestly, how we would fix it.
          </p>
          <Button to="/contact" size="lg">
            Reach out and let us help...
          </Button>
        </div>
        <ul className={styles.problems} aria-label="Common problems we solve">
          {problems.map((problem) => (
            <li key={problem} className={styles.problem}>
              <span className={styles.icon}>
                <Icon name="alert" size={20} />
              </span>
              {problem}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
