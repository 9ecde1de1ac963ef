import type { IconName } from '../../components/icon-paths';

export interface ReasonPoint {
  icon: IconName;
  title: string;
  subTitle: string;
}

export const whyChoosePoints: ReasonPoint[] = [
  {
    icon: 'shield',
    title: 'Security in Everything We Build',
    subTitle:
      'Protection is designed in from the first conversation, not bolted on later, and every solution is checked against recognised security practice.',
  },
  {
    icon: 'award',
    title: 'Certified, Senior Engineers',
    subTitle:
      'Your systems are handled by experienced, certified specialists in networking, cloud and security, not by trainees learning on your infrastructure.',
  },
  {
    icon: 'headset',
    title: 'Local Team, Support Around the Clock',
    subTitle:
      'A Lagos-based team that answers day and night, knows your setup and can be on site when a problem needs hands, not just a ticket number.',
  },
  {
    icon: 'checkCircle',
    title: 'Clear, Predictable Pricing',
    subTitle:
      'Fixed monthly plans and itemised project quotes, agreed before work begins. You always know what you pay for, with no hidden fees.',
  },
];
