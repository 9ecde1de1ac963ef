import { usePageMeta } from 'shared-config/ui';
import { LegalDocument } from '../features/legal/legal-document';
import { termsSections } from '../features/legal/terms-sections';

export default function TermsPage() {
  usePageMeta(
    'Terms and Conditions',
    'The terms that govern the use of the Corelink Technologies website and services, including fees, liability and governing law.',
  );
  return (
    <LegalDocument
      title="Terms and Conditions"
      summary="The rules that apply when you use our website or engage us for cybersecurity, managed IT, cloud or software services."
      updated="1 October 2026"
      sections={termsSections}
    />
  );
}
