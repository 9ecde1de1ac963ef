import { Button } from 'shared-config/ui';

/** The banner buttons SPEC.md gives the cybersecurity, managed cloud and software pages. */
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
