import { usePageMeta } from 'shared-config/ui';
import { StoreProvider } from '../app/store-provider';
import { ContactHero } from '../features/contact-form/contact-hero';
import { ContactSection } from '../features/contact-form/contact-section';

export default function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Talk to our team about cybersecurity, managed IT, cloud and software development. Send a message, e-mail or call our Lagos office.',
  );
  return (
    <StoreProvider>
      <ContactHero />
      <ContactSection />
    </StoreProvider>
  );
}
