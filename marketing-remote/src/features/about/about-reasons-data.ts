import type { IconName } from '../../components/icon-paths';

export interface AboutReason {
  icon: IconName;
  title: string;
  subTitle: string;
}

export const aboutReasons: AboutReason[] = [
  {
    icon: 'trendingUp',
    title: 'Built Around Your Growth',
    subTitle:
      'We design systems that scale with you, so opening a new branch, launching a product or hiring a hundred people never means starting again.',
  },
  {
    icon: 'eye',
    title: 'Turning Vision into Value',
    subTitle:
      'We start from your business goals, not from technology, and measure our work by what it delivers: revenue protected, hours saved, customers served.',
  },
  {
    icon: 'building',
    title: 'Enterprise Expertise, Small-Business Care',
    subTitle:
      'Our engineers have run infrastructure for banks and telecoms. You get that depth with the attention, flexibility and direct access of a boutique partner.',
  },
  {
    icon: 'lightbulb',
    title: 'Innovation with Purpose',
    subTitle:
      'We adopt new technology when it solves a real problem for you, from automation to smarter threat detection, never simply because it is new.',
  },
  {
    icon: 'link',
    title: 'Your Partner in Progress',
    subTitle:
      'We stay long after go-live, with regular reviews, plain-language reporting and a technology roadmap that evolves as your business does.',
  },
];
