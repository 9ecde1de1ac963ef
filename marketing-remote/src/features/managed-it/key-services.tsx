import { CardGrid } from '../../components/card-grid';
import { IconCard } from '../../components/icon-card';
import type { IconName } from '../../components/icon-paths';
import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';

const keyServices: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'headset',
    title: '24/7 Monitoring and Support',
    text: 'Our operations centre watches your servers, network and devices around the clock, and a real engineer answers when your team needs help.',
  },
  {
    icon: 'layers',
    title: 'Infrastructure Management',
    text: 'Patching, upgrades, licences and network changes handled for you, documented and scheduled around your working hours.',
  },
  {
    icon: 'database',
    title: 'Data Backup and Disaster Recovery',
    text: 'Encrypted, tested backups kept on and off site, with a recovery plan that gets you running again in hours, not weeks.',
  },
  {
    icon: 'gauge',
    title: 'Cloud Management and Optimization',
    text: 'Microsoft 365, Azure and AWS environments kept secure, right-sized and within budget as your needs change.',
  },
];

/** The four key managed IT services. */
export function KeyServices() {
  return (
    <Section labelledBy="key-services-title">
      <SectionHeading id="key-services-title" eyebrow="What is included" title="Key Services">
        Proactive care for every part of your IT, delivered by one team that knows your business.
      </SectionHeading>
      <CardGrid columns={4}>
        {keyServices.map((service) => (
          <IconCard key={service.title} icon={service.icon} title={service.title}>
            {service.text}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
