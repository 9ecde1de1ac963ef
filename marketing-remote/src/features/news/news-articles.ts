export type NewsArt = 'ransomware' | 'cloud-costs' | 'monitoring';

export interface NewsArticle {
  category: string;
  /** Shown as written; the articles are static. */
  date: string;
  title: string;
  description: string;
  art: NewsArt;
}

export const newsArticles: NewsArticle[] = [
  {
    category: 'Cybersecurity',
    date: '18 November 2026',
    title: 'Five Ransomware Warning Signs Every Growing Business Should Know',
    description:
      'Most ransomware attacks announce themselves days before the encryption starts. These are the early signals our security team watches for, and what to do when you spot them.',
    art: 'ransomware',
  },
  {
    category: 'Cloud',
    date: '4 November 2026',
    title: 'Moving to the Cloud Without Surprise Bills',
    description:
      'A practical checklist for sizing, tagging and budgeting your workloads, so the savings you planned for are the savings you actually get.',
    art: 'cloud-costs',
  },
  {
    category: 'Managed IT',
    date: '21 October 2026',
    title: 'Why Proactive Monitoring Beats Break-Fix Support',
    description:
      'Waiting for something to break is the most expensive IT strategy there is. We compare the real cost of downtime with the price of prevention.',
    art: 'monitoring',
  },
];
