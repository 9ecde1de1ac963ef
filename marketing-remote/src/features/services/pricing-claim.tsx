import { Icon } from '../../components/icon';
import type { IconName } from '../../components/icon-paths';
import { Section } from '../../components/section';
import styles from './pricing-claim.module.css';
import { tightPunctuation } from '../../components/tight-punctuation';

const promises: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'clipboard',
    title: 'Fixed monthly plans',
    text: 'Managed services billed per user or per device, so your IT budget is the same every month.',
  },
  {
    icon: 'checkCircle',
    title: 'Quotes agreed upfront',
    text: 'Projects are scoped and priced in writing before work starts. No surprise invoices, ever.',
  },
  {
    icon: 'sliders',
    title: 'Scale up or down',
    text: 'Add users, services or support hours as you grow, and scale back when you need to.',
  },
];

/** The pricing promise on the services overview. */
export function PricingClaim() {
  return (
    <Section labelledBy="pricing-title" tone="alt">
      <div className={styles.layout}>
        <div>
          <p className={styles.eyebrow}>Pricing</p>
          <h2 id="pricing-title" className={styles.title}>
            {tightPunctuation('Transparent pricing that suits all needs, no hidden fees')}
          </h2>
          <p className={styles.lead}>
            Whether you are a ten-person start-up or a national brand, you only pay for what you use, and you always
            know the cost before you commit.
          </p>
        </div>
        <ul className={styles.promises}>
          {promises.map((promise) => (
            <li key={promise.title} className={styles.promise}>
              <span className={styles.icon}>
                <Icon name={promise.icon} size={22} />
              </span>
              <div>
                <h3 className={styles.promiseTitle}>{promise.title}</h3>
                <p className={styles.promiseText}>{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
