import { Link } from 'shared-config/router';
import { formatAddress, site } from 'shared-config/site';
import type { LegalSection } from './legal-section';

export const privacySections: LegalSection[] = [
  {
    id: 'privacy-introduction',
    title: 'Introduction',
    content: (
      <>
        <p>
          {site.brandName} (&quot;we&quot;, &quot;us&quot;) respects your privacy. This policy explains what personal
          data we collect when you use our website, contact us, apply for a job or become a client, and how we use and
          protect it.
        </p>
        <p>
          We process personal data in line with the Nigeria Data Protection Act 2023 and other applicable law. We are
          the data controller for the data described here, and you can reach us at {formatAddress()}.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-data-collected',
    title: 'Data We Collect',
    content: (
      <>
        <p>Depending on how you interact with us, we may collect:</p>
        <ul>
          <li>contact details you give us, such as your name, e-mail address, phone number and company;</li>
          <li>the content of messages and enquiries you send through our contact form or by e-mail;</li>
          <li>job application details, such as your CV, cover letter and the answers you provide in an application;</li>
          <li>
            technical data, such as your IP address, browser type and pages visited, collected through cookies as
            described in our <Link to="/cookie-policy">Cookie Policy</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacy-use',
    title: 'How We Use Your Data',
    content: (
      <>
        <p>We use your personal data only for clear and lawful purposes:</p>
        <ul>
          <li>to answer your enquiries and provide the services you request;</li>
          <li>to manage our contracts, invoices and client relationships;</li>
          <li>to assess job applications and communicate with candidates;</li>
          <li>to keep our website secure and understand how it is used, so we can improve it;</li>
          <li>to send you news and offers, only where you have agreed to receive them.</li>
        </ul>
        <p>We keep personal data only as long as needed for these purposes or as required by law.</p>
      </>
    ),
  },
  {
    id: 'privacy-security',
    title: 'Data Security',
    content: (
      <p>
        As a security company, we hold ourselves to the standards we recommend to clients. Personal data is encrypted in
        transit and at rest, access is limited to staff who need it and protected by multi-factor authentication, and
        our systems are monitored and tested regularly. If a breach affecting your data ever occurs, we will notify you
        and the relevant authority as the law requires.
      </p>
    ),
  },
  {
    id: 'privacy-sharing',
    title: 'Sharing and Disclosure',
    content: (
      <>
        <p>We do not sell your personal data. We share it only:</p>
        <ul>
          <li>
            with trusted service providers, such as hosting and e-mail providers, who process it on our instructions
            under written data protection terms;
          </li>
          <li>with professional advisers, such as auditors and lawyers, under a duty of confidentiality;</li>
          <li>with authorities, when the law requires us to or to protect our rights and the safety of others.</li>
        </ul>
        <p>
          Where data is transferred outside Nigeria, we make sure it receives an adequate level of protection as
          required by law.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-rights',
    title: 'Your Rights',
    content: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy of it;</li>
          <li>ask us to correct inaccurate data or to delete data we no longer need;</li>
          <li>opt out of marketing messages at any time, using the link in any message or by contacting us.</li>
        </ul>
        <p>
          To exercise any of these rights, e-mail <a href={`mailto:${site.email}`}>{site.email}</a>. We will respond
          within thirty (30) days. You may also complain to the Nigeria Data Protection Commission.
        </p>
      </>
    ),
  },
];
