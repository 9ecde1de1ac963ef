// The one place the company edits its public identity; every page and remote reads from here.
export const site = {
  brandName: 'Corelink Technologies',
  shortName: 'Corelink',
  email: 'hello@corelink.example',
  phoneDisplay: '+234 (0) 201 555 0142',
  phoneHref: 'tel:+2342015550142',
  address: {
    street: '14 Adeola Odeku Street',
    area: 'Victoria Island',
    city: 'Lagos',
    country: 'Nigeria',
  },
  governingLaw: 'the Federal Republic of Nigeria',
  happyBusinesses: '200+',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/corelinktechnologies' },
    { name: 'X', href: 'https://x.com/corelinktech' },
    { name: 'Instagram', href: 'https://www.instagram.com/corelinktechnologies' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/corelink-technologies' },
  ],
} as const;

export type SocialLink = (typeof site.social)[number];

export function formatAddress(): string {
  const { street, area, city, country } = site.address;
  return `${street}, ${area}, ${city}, ${country}`;
}
