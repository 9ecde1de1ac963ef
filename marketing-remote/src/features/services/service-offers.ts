import type { IconName } from '../../components/icon-paths';

export interface ServiceOffer {
  icon: IconName;
  title: string;
  to: string;
  description: string;
  highlights: string[];
}

// All four cards are links, each to its canonical route (docs/product-rules.md#links).
export const serviceOffers: ServiceOffer[] = [
  {
    icon: 'shield',
    title: 'Cybersecurity Solutions',
    to: '/cybersecurity',
    description: 'Find and fix weaknesses before attackers do, and prove your security to customers and regulators.',
    highlights: [
      'Vulnerability assessments and penetration tests',
      'Security audits and compliance',
      'Staff awareness training',
    ],
  },
  {
    icon: 'server',
    title: 'Manage IT',
    to: '/services/manage-IT',
    description: 'A complete IT department for a predictable monthly fee, watching your systems day and night.',
    highlights: ['24/7 monitoring and helpdesk', 'Backup and disaster recovery', 'Network and device management'],
  },
  {
    icon: 'cloud',
    title: 'Managed Cloud',
    to: '/services/manage-cloud',
    description: 'Move to the cloud with confidence, then keep it fast, secure and affordable as you grow.',
    highlights: ['Planned, low-risk migrations', 'Security and compliance controls', 'Ongoing cost optimisation'],
  },
  {
    icon: 'code',
    title: 'Software Development',
    to: '/software-development',
    description: 'Custom web and mobile applications, integrations and automation built around how you work.',
    highlights: ['Web and mobile applications', 'API integrations', 'DevOps and automated delivery'],
  },
];
