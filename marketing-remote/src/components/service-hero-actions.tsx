import { Button } from 'shared-config/ui';

/** The banner buttons of the cybersecurity, managed cloud and software pages (docs/product-rules.md#service-pages). */
export function ServiceHeroActions() {
  return (
    <>
      <Button to="/services" size="lg" variant="ghost">
        Our Services
      </Button>
      <Button to="/contact" size="lg">
        Talk to an Expert
      </Button>
    </>
  );
}
