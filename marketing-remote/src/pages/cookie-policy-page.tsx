import { site } from 'shared-config/site';
import { cookieSections } from '../features/legal/cookie-sections';
import { LegalDocument } from '../features/legal/legal-document';

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      summary="How this website uses cookies and similar technologies, and how you can control them."
      updated="1 October 2026"
      sections={cookieSections}
      closing={
        <p>
          Questions about our use of cookies? Contact us at <a href={`mailto:${site.email}`}>{site.email}</a> and we
          will be happy to help.
        </p>
      }
    />
  );
}
