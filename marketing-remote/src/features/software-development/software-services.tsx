import { CardGrid } from '../../components/card-grid';
import { IconCard } from '../../components/icon-card';
import type { IconName } from '../../components/icon-paths';
import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';

const services: { icon: IconName; title: string; text: string; benefit: string }[] = [
  {
    icon: 'browser',
    title: 'Custom Web Applications',
    text: 'Customer portals, dashboards and internal tools built with modern frameworks, tested thoroughly and designed to be a pleasure to use.',
    benefit: 'Replace spreadsheets and manual steps with one fast, secure system your whole team can rely on.',
  },
  {
    icon: 'smartphone',
    title: 'Mobile App Development',
    text: 'Native-quality iOS and Android apps from a single codebase, with offline support for customers on patchy connections.',
    benefit:
      'Reach your customers where they already spend their time, at a fraction of the cost of two separate apps.',
  },
  {
    icon: 'infinity',
    title: 'DevOps',
    text: 'Automated build, test and deployment pipelines, infrastructure as code and monitoring that make releases routine.',
    benefit: 'Ship improvements weekly instead of quarterly, with fewer failed releases and faster recovery.',
  },
  {
    icon: 'plug',
    title: 'API Service Integration',
    text: 'We connect your systems to payment gateways, banks, logistics partners, CRMs and ERPs through secure, well-documented APIs.',
    benefit: 'Data flows automatically between systems, ending double entry and the errors that come with it.',
  },
];

/** The four software development services, each with its benefit. */
export function SoftwareServices() {
  return (
    <Section labelledBy="software-services-title">
      <SectionHeading id="software-services-title" eyebrow="What we build" title="Software That Fits Your Business">
        From the first workshop to long-term support, one team owns the quality of your product.
      </SectionHeading>
      <CardGrid columns={2}>
        {services.map((service) => (
          <IconCard key={service.title} icon={service.icon} title={service.title} benefit={service.benefit}>
            {service.text}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
