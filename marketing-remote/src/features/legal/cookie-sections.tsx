import { Link } from 'shared-config/router';
import { site } from 'shared-config/site';
import type { LegalSection } from './legal-section';

export const cookieSections: LegalSection[] = [
  {
    id: 'cookies-introduction',
    title: 'Introduction',
    content: (
      <p>
        This Cookie Policy explains how {site.brandName} uses cookies and similar technologies on this website, what
        they do and how you can control them. It should be read together with our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'cookies-what',
    title: 'What Cookies Are',
    content: (
      <p>
        Cookies are small text files that a website stores on your device when you visit it. They let the website
        remember your actions and preferences, such as your consent choices, for a period of time, so you do not have to
        set them again each time you return or move between pages.
      </p>
    ),
  },
  {
    id: 'cookies-types',
    title: 'Types of Cookies We Use',
    content: (
      <ul>
        <li>
          <strong>Essential cookies</strong> keep the website secure and working, for example by protecting forms
          against abuse. The website cannot function properly without them, so they cannot be switched off.
        </li>
        <li>
          <strong>Analytical cookies</strong> tell us, in aggregate, how visitors find and use the website, such as
          which pages are popular. We use this to improve our content and performance.
        </li>
        <li>
          <strong>Marketing cookies</strong> help us measure our campaigns and show relevant information about our
          services on other websites. We set them only with your consent.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies-managing',
    title: 'Managing Cookies',
    content: (
      <p>
        You can accept or refuse non-essential cookies, and you can delete or block cookies at any time through your
        browser settings. Each browser explains how in its help pages. Blocking essential cookies may stop parts of the
        website, such as the contact form, from working correctly.
      </p>
    ),
  },
  {
    id: 'cookies-third-party',
    title: 'Third-Party Cookies',
    content: (
      <p>
        Some cookies are set by third-party services we use, such as analytics or live chat providers. These providers
        have their own privacy and cookie policies, and we choose only providers that protect your data to a standard
        comparable with ours. We do not allow them to use our cookies for their own advertising.
      </p>
    ),
  },
];
