import { Icon } from '../../components/icon';
import type { IconName } from '../../components/icon-paths';
import { Section } from '../../components/section';
import styles from './mission-values.module.css';

const values: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'users',
    title: 'Client-Centric Approach',
    text: 'Every recommendation starts with what is right for your business, even when that means doing less.',
  },
  {
    icon: 'sparkles',
    title: 'Innovation',
    text: 'We keep learning and keep improving, so your technology never stands still while the world moves on.',
  },
  {
    icon: 'shield',
    title: 'Trust',
    text: 'We guard your systems and data as our own, and we say plainly what we will do, then do it.',
  },
];

/** The company's mission and its three values. */
export function MissionValues() {
  return (
    <Section labelledBy="mission-title" tone="alt">
      <div className={styles.layout}>
        <article className={styles.mission}>
          <span className={styles.missionIcon}>
            <Icon name="target" size={28} />
          </span>
          <h2 id="mission-title" className={styles.title}>
            Our Mission
          </h2>
          <p className={styles.missionText}>
            To give every growing business access to secure, reliable and scalable technology, delivered by people who
            understand their market and care about their success.
          </p>
          <p className={styles.missionText}>
            We measure ourselves by our clients&apos; uptime, their peace of mind and the growth our work makes
            possible.
          </p>
        </article>
        <article className={styles.values} aria-labelledby="values-title">
          <h2 id="values-title" className={styles.valuesTitle}>
            Our Values
          </h2>
          <ul className={styles.valueList}>
            {values.map((value) => (
              <li key={value.title} className={styles.value}>
                <span className={styles.valueIcon}>
                  <Icon name={value.icon} size={22} />
                </span>
                <div>
                  <h3 className={styles.valueTitle}>{value.title}</h3>
                  <p className={styles.valueText}>{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </Section>
  );
}
