import { Icon } from '../../components/icon';
import { Section } from '../../components/section';
import { SectionHeading } from '../../components/section-heading';
import { TestimonialCard } from './testimonial-card';
import { testimonials } from './testimonials';
import { useCarouselScroll } from './use-carousel-scroll';
import styles from './testimonial-carousel.module.css';

interface TestimonialCarouselProps {
  tone?: 'plain' | 'alt';
}

/** Five client testimonials in a horizontally scrolling carousel (WAI-ARIA carousel pattern). */
export function TestimonialCarousel({ tone = 'alt' }: TestimonialCarouselProps) {
  const { trackRef, previousRef, nextRef, atStart, atEnd, showPrevious, showNext } = useCarouselScroll();
  return (
    <Section labelledBy="testimonials-title" tone={tone}>
      <section className={styles.carousel} aria-roledescription="carousel" aria-label="Client testimonials">
        <div className={styles.header}>
          <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What Our Clients Say" align="start">
            Businesses across Nigeria trust us with the systems they cannot afford to lose.
          </SectionHeading>
          <div className={styles.controls}>
            <button
              ref={previousRef}
              type="button"
              className={styles.control}
              onClick={showPrevious}
              disabled={atStart}
              aria-label="Previous testimonials"
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              ref={nextRef}
              type="button"
              className={styles.control}
              onClick={showNext}
              disabled={atEnd}
              aria-label="Next testimonials"
            >
              <Icon name="chevronRight" />
            </button>
          </div>
        </div>
        {/* The track scrolls, so it takes focus for arrow-key scrolling (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div ref={trackRef} className={styles.track} role="group" aria-label="Testimonial cards" tabIndex={0}>
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.name}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
            >
              <TestimonialCard {...testimonial} />
            </div>
          ))}
        </div>
      </section>
    </Section>
  );
}
