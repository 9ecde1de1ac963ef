import { CardGrid } from '../../components/card-grid';
import { IconCard } from '../../components/icon-card';
import type { IconName } from '../../components/icon-paths';
import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';

const services: { icon: IconName; title: string; text: string; benefit: string }[] = [
  {
    icon: 'cloudUpload',
    title: 'Cloud Migration',
    text: 'We assess your applications, choose the right platform and move your workloads in planned stages, tested at every step.',
    benefit: 'A smooth move with minimal downtime and no lost data.',
  },
  {
    icon: 'activity',
    title: '24/7 Monitoring & Management',
    text: 'Our engineers watch performance, availability and alerts around the clock, and handle updates, scaling and fixes for you.',
    benefit: 'Problems are resolved before your customers ever notice them.',
  },
  {
    icon: 'lock',
    title: 'Security & Compliance',
    text: 'Identity controls, encryption, network protection and audit logging configured to best practice and checked continuously.',
    benefit: 'Your data stays protected and you stay ready for every audit.',
  },
  {
    icon: 'trendingDown',
    title: 'Cost Optimization',
    text: 'We right-size resources, remove waste and use reserved capacity where it pays, with a clear monthly report of your spend.',
    benefit: 'Lower, predictable cloud bills without sacrificing performance.',
  },
];

/** The four key managed cloud services, each with its benefit. */
export function CloudKeyServices() {
  return (
    <Section labelledBy="cloud-services-title">
      <SectionHeading id="cloud-services-title" eyebrow="What we do" title="Key Services">
        Everything it takes to move to the cloud and make the most of it.
      </SectionHeading>
      <CardGrid columns={4}>
        {services.map((service) => (
          <IconCard key={service.title} icon={service.icon} title={service.title} benefit={service.benefit}>
            {service.text}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
