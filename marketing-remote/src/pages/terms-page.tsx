import { LegalDocument } from '../features/legal/legal-document';
import { termsSections } from '../features/legal/terms-sections';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      summary="The rules that apply when you use our website or engage us for cybersecurity, managed IT, cloud or software services."
      updated="1 October 2026"
      sections={termsSections}
    />
  );
}
