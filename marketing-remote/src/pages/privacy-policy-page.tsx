import { LegalDocument } from '../features/legal/legal-document';
import { privacySections } from '../features/legal/privacy-sections';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What personal data we collect, why we collect it, how we keep it safe and the rights you have over it."
      updated="1 October 2026"
      sections={privacySections}
    />
  );
}
