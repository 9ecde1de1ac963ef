import type { JobOrganization } from 'shared-config/job-board';
import type { SeedLink } from './seed-job';

// Corelink is the employer; the others are client organisations it recruits for.
export const corelink: JobOrganization = {
  businessName: 'Corelink Technologies',
  businessAddress: '14 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
};

export const brightwaveTelecom: JobOrganization = {
  businessName: 'Brightwave Telecom',
  businessAddress: 'Plot 7, Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
};

export const harbourTrustBank: JobOrganization = {
  businessName: 'Harbour Trust Microfinance Bank',
  businessAddress: '23 Broad Street, Lagos Island, Lagos, Nigeria',
};

// A remote-first fintech with no public office, which is why its address is null.
export const kestrelPay: JobOrganization = {
  businessName: 'Kestrel Pay',
  businessAddress: null,
};

export const aboutCorelink: SeedLink = { label: 'Life at Corelink', href: 'https://corelink.example/about' };

export const corelinkOffer = [
  'Competitive salary reviewed twice a year, paid in naira with a USD-indexed component',
  'Comprehensive HMO cover for you and up to three dependants',
  'An annual learning budget for certifications, courses and conferences',
  'Hybrid work, a fully powered office on Victoria Island and a home-office allowance',
  'Twenty days of paid leave plus public holidays',
];

export const clientOffer = [
  'Competitive pay benchmarked against the Lagos technology market',
  'Health insurance from the first month',
  'Paid certifications relevant to the role',
  'A structured onboarding programme run with Corelink Technologies',
];
