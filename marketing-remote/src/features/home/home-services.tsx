import { CardGrid } from '../../components/card-grid';
import { IconCard } from '../../components/icon-card';
import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';

/** The three headline services, each a link to its page. */
export function HomeServices() {
  return (
    <Section labelledBy="home-services-title">
      <SectionHeading id="home-services-title" eyebrow="What we do" title="IT Services That Move Your Business Forward">
        One accountable partner for the security, running and growth of your technology.
      </SectionHeading>
      <CardGrid columns={3}>
        <IconCard icon="shield" title="Cybersecurity" to="/cybersecurity">
          Assessments, penetration testing, audits and staff training that find weaknesses before attackers do and keep
          you compliant.
        </IconCard>
        <IconCard icon="server" title="Managed IT Services" to="/services/manage-IT">
          Round-the-clock monitoring, helpdesk support, backups and infrastructure management for a fixed monthly fee.
        </IconCard>
        <IconCard icon="code" title="Software Development" to="/software-development">
          Web and mobile applications, integrations and DevOps pipelines, built around the way your business actually
          works.
        </IconCard>
      </CardGrid>
    </Section>
  );
}
