import { Link } from 'shared-config/router';
import { site } from 'shared-config/site';
import type { LegalSection } from './legal-section';

export const termsSections: LegalSection[] = [
  {
    id: 'terms-introduction',
    title: 'Introduction',
    content: (
      <>
        <p>
          These Terms and Conditions govern your use of the {site.brandName} website and of the services we provide to
          you. By using this website or engaging us for any service, you agree to these terms. If you do not agree,
          please do not use the website or our services.
        </p>
        <p>
          Where you have signed a separate service agreement or statement of work with us, that agreement applies
          together with these terms, and it prevails if the two conflict.
        </p>
      </>
    ),
  },
  {
    id: 'terms-services',
    title: 'Services Offered',
    content: (
      <>
        <p>We provide information technology services to businesses, including:</p>
        <ul>
          <li>cybersecurity services such as assessments, penetration testing, audits and training;</li>
          <li>managed IT services, including monitoring, support, backup and infrastructure management;</li>
          <li>managed cloud services, including migration, management, security and cost optimisation;</li>
          <li>bespoke software development, integration and DevOps services.</li>
        </ul>
        <p>
          The scope, deliverables, service levels and timelines of each engagement are set out in a written proposal or
          agreement. Information on this website describes our services in general terms and is not an offer.
        </p>
      </>
    ),
  },
  {
    id: 'terms-responsibilities',
    title: 'User Responsibilities',
    content: (
      <>
        <p>When you use our website or services, you agree to:</p>
        <ul>
          <li>provide accurate and complete information and keep it up to date;</li>
          <li>give us the access, approvals and cooperation reasonably needed to deliver the services;</li>
          <li>keep any credentials we issue to you confidential and tell us promptly of any suspected misuse;</li>
          <li>
            not use the website or services for any unlawful purpose, to distribute malicious code or to interfere with
            any system or network.
          </li>
        </ul>
        <p>
          You remain responsible for the lawful use of your own data and systems, including obtaining any consent needed
          before you ask us to process personal data on your behalf.
        </p>
      </>
    ),
  },
  {
    id: 'terms-payment',
    title: 'Payment and Fees',
    content: (
      <>
        <p>
          Fees are set out in your proposal or agreement. Unless agreed otherwise, managed services are invoiced monthly
          in advance and project work is invoiced against agreed milestones. Invoices are payable within fourteen (14)
          days of issue, in Nigerian Naira unless another currency is agreed.
        </p>
        <p>
          Prices exclude value added tax and other applicable taxes, which are added at the prevailing rate. We may
          suspend services on overdue accounts after giving you written notice and a reasonable opportunity to pay. We
          will never charge fees you have not agreed to in writing.
        </p>
      </>
    ),
  },
  {
    id: 'terms-liability',
    title: 'Limitation of Liability',
    content: (
      <>
        <p>
          We deliver our services with reasonable skill and care. However, no system can be made completely secure, and
          we do not guarantee that your systems will be free of every vulnerability, interruption or attack.
        </p>
        <p>
          To the extent permitted by law, we are not liable for any indirect or consequential loss, or for loss of
          profit, revenue or data that could have been prevented by backups you were responsible for. Our total
          liability under any engagement is limited to the fees you paid for that engagement in the twelve (12) months
          before the claim. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'terms-intellectual-property',
    title: 'Intellectual Property',
    content: (
      <>
        <p>
          The content of this website, including text, graphics, logos and design, belongs to {site.brandName} or its
          licensors and may not be copied or reused without our written permission.
        </p>
        <p>
          Unless your agreement states otherwise, ownership of bespoke software we create for you passes to you once the
          related fees are paid in full. We keep ownership of our pre-existing tools, libraries and know-how, and grant
          you a licence to use them as part of the delivered work.
        </p>
      </>
    ),
  },
  {
    id: 'terms-termination',
    title: 'Termination',
    content: (
      <>
        <p>
          Either party may end a managed service with thirty (30) days&apos; written notice, unless your agreement sets
          a different minimum term. Either party may end an engagement immediately if the other materially breaches
          these terms and does not remedy the breach within fourteen (14) days of written notice.
        </p>
        <p>
          On termination you pay for services delivered up to the termination date, and we return your data and
          credentials and help with an orderly handover to you or your new provider.
        </p>
      </>
    ),
  },
  {
    id: 'terms-governing-law',
    title: 'Governing Law',
    content: (
      <>
        <p>
          These terms, and any dispute arising from them or from our services, are governed by the laws of{' '}
          {site.governingLaw}.
        </p>
        <p>
          We will first try to resolve any dispute amicably through good-faith discussion. If it cannot be resolved
          within thirty (30) days, it will be submitted to the exclusive jurisdiction of the competent courts of{' '}
          {site.governingLaw}. Questions about these terms are welcome through our{' '}
          <Link to="/contact">contact page</Link>.
        </p>
      </>
    ),
  },
];
