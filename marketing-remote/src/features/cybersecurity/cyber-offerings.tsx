import { CardGrid } from '../../components/card-grid';
import { IconCard } from '../../components/icon-card';
import type { IconName } from '../../components/icon-paths';
import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';

const offerings: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'search',
    title: 'Vulnerability Assessments',
    text: 'Automated and manual scans of your networks, servers and applications, with every weakness ranked by risk and a clear plan to fix it.',
  },
  {
    icon: 'target',
    title: 'Penetration Testing',
    text: 'Certified ethical hackers attack your systems the way a criminal would, safely and with permission, to show what could really be reached.',
  },
  {
    icon: 'clipboard',
    title: 'Security Audits',
    text: 'An independent review of your policies, access controls and configurations against recognised standards, ready to share with boards and regulators.',
  },
  {
    icon: 'siren',
    title: 'Incident Response Planning',
    text: 'Playbooks, contacts and rehearsals prepared in advance, so your team knows exactly what to do in the first critical hours of an attack.',
  },
  {
    icon: 'users',
    title: 'Employee Training',
    text: 'Engaging awareness sessions and simulated phishing campaigns that turn your staff from the easiest target into your first line of defence.',
  },
];

/** The five cybersecurity offerings. */
export function CyberOfferings() {
  return (
    <Section labelledBy="cyber-offerings-title" tone="alt">
      <SectionHeading id="cyber-offerings-title" eyebrow="What we do" title="Our Cybersecurity Services">
        Everything you need to understand your risks, close the gaps and respond with confidence.
      </SectionHeading>
      <CardGrid columns={3}>
        {offerings.map((offering) => (
          <IconCard key={offering.title} icon={offering.icon} title={offering.title}>
            {offering.text}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
