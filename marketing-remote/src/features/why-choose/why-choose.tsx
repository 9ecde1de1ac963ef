import { site } from 'shared-config/site';
import { Button } from 'shared-config/ui';
import { Icon } from '../../components/icon';
import { Section } from '../../components/section';
import { whyChoosePoints } from './why-choose-points';
import styles from './why-choose.module.css';
import { tightPunctuation } from '../../components/tight-punctuation';

interface WhyChooseProps {
  title?: string;
  tone?: 'plain' | 'alt';
}

const stats = [
  { value: site.happyBusinesses, label: 'happy businesses' },
  { value: '24/7', label: 'monitoring and support' },
  { value: '15 min', label: 'average response time' },
];

/** Four reasons to choose the company, with a way to learn more about it. */
export function WhyChoose({ title = `Why Choose ${site.brandName}?`, tone = 'plain' }: WhyChooseProps) {
  return (
    <Section labelledBy="why-choose-title" tone={tone}>
      <div className={styles.layout}>
        <div>
          <p className={styles.eyebrow}>Why us</p>
          <h2 id="why-choose-title" className={styles.title}>
            {tightPunctuation(title)}
          </h2>
          <p className={styles.lead}>
            Technology partners are easy to find and hard to trust. Here is what our clients tell us makes the
            difference.
          </p>
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
          <Button to="/about" variant="secondary" size="lg">
            Learn More About Us
          </Button>
        </div>
        <ul className={styles.points}>
          {whyChoosePoints.map((point) => (
            <li key={point.title} className={styles.point}>
              <span className={styles.icon}>
                <Icon name={point.icon} size={24} />
              </span>
              <h3 className={styles.pointTitle}>{tightPunctuation(point.title)}</h3>
              <p className={styles.pointText}>{point.subTitle}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
