export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'Corelink moved our payment platform to the cloud over a single weekend with zero downtime. Every step was documented, and our monthly infrastructure bill dropped by almost a third.',
    name: 'Adaeze Okafor',
    role: 'Chief Operating Officer',
    company: 'Kestrelpay',
  },
  {
    quote:
      'Before Corelink, every outage meant a day of missed deliveries. Their round-the-clock monitoring now catches problems before our drivers notice, and we have not had an unplanned outage in fourteen months.',
    name: 'Tunde Bakare',
    role: 'Head of IT',
    company: 'Okapi Logistics',
  },
  {
    quote:
      'Their penetration test found weaknesses our previous provider had missed for years. They fixed them, trained our staff, and gave us a clear report we could share with our bank and our auditors.',
    name: 'Ngozi Eze',
    role: 'Managing Director',
    company: 'Savanna Crest Foods',
  },
  {
    quote:
      'They delivered our patient booking app on time and on budget, and they treated data privacy as a requirement from day one. It feels like having a senior engineering team in-house.',
    name: 'Ibrahim Musa',
    role: 'Chief Technology Officer',
    company: 'Lumenfield Health',
  },
  {
    quote:
      'Transparent pricing, quick answers and engineers who explain things in plain language. Corelink has become the partner we call first for anything to do with technology.',
    name: 'Folake Adeyemi',
    role: 'Finance Director',
    company: 'Harmattan Retail',
  },
];
