import { CardGrid } from '../../components/card-grid';
import { Icon } from '../../components/icon';
import { IconCard } from '../../components/icon-card';
import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';
import { serviceOffers } from './service-offers';
import styles from './services-grid.module.css';

/** The four services, each card a link to its page. */
export function ServicesGrid() {
  return (
    <Section labelledBy="services-grid-title">
      <SectionHeading id="services-grid-title" eyebrow="What we offer" title="Four Services, One Accountable Team">
        Each service stands on its own, and they work even better together.
      </SectionHeading>
      <CardGrid columns={2}>
        {serviceOffers.map((offer) => (
          <IconCard key={offer.to} icon={offer.icon} title={offer.title} to={offer.to} linkHint="Explore service">
            <p>{offer.description}</p>
            <ul className={styles.highlights}>
              {offer.highlights.map((highlight) => (
                <li key={highlight}>
                  <Icon name="checkCircle" size={18} className={styles.check} />
                  {highlight}
                </li>
              ))}
            </ul>
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
