// Every internal target of the shell's menus: canonical paths only (DECISIONS.md 2).
export interface NavLinkItem {
  label: string;
  to: string;
}

export const primaryLinks: NavLinkItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Cyber Security', to: '/cybersecurity' },
  { label: 'Software Development', to: '/software-development' },
];

export const managedServicesLinks: NavLinkItem[] = [
  { label: 'Manage IT Engineering', to: '/services/manage-IT' },
  { label: 'Managed Cloud', to: '/services/manage-cloud' },
];

// The sidebar's extra entry had no target in the original; a managed security provider is our cybersecurity offer.
export const sidebarManagedServicesLinks: NavLinkItem[] = [
  ...managedServicesLinks,
  { label: 'MSSP', to: '/cybersecurity' },
];

export const footerColumns: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/about' },
      { label: 'Career', to: '/career' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Software Development', to: '/software-development' },
      { label: 'Manage IT', to: '/services/manage-IT' },
      { label: 'Cybersecurity', to: '/cybersecurity' },
      { label: 'Manage Cloud', to: '/services/manage-cloud' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of service', to: '/terms' },
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Cookie policy', to: '/cookie-policy' },
    ],
  },
];
