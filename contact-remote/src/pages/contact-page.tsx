import { StoreProvider } from '../app/store-provider';
import { ContactHero } from '../features/contact-form/contact-hero';
import { ContactSection } from '../features/contact-form/contact-section';

export default function ContactPage() {
  return (
    <StoreProvider>
      <ContactHero />
      <ContactSection />
    </StoreProvider>
  );
}
