import { CardGrid } from '../../components/card-grid';
import { IconCard } from '../../components/icon-card';
import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';
import { aboutReasons } from './about-reasons-data';

/** Five reasons businesses choose the company. */
export function AboutReasons() {
  return (
    <Section labelledBy="about-reasons-title">
      <SectionHeading id="about-reasons-title" eyebrow="Who we are" title="Technology That Works as Hard as You Do">
        We are a Lagos-based team of security specialists, systems engineers and software developers who help ambitious
        businesses run on technology they can trust.
      </SectionHeading>
      <CardGrid columns={3}>
        {aboutReasons.map((reason) => (
          <IconCard key={reason.title} icon={reason.icon} title={reason.title}>
            {reason.subTitle}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
