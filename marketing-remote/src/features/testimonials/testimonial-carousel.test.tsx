import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestimonialCarousel } from './testimonial-carousel';

interface Metrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

function track(): HTMLElement {
  return screen.getByRole('group', { name: 'Testimonial cards' });
}

/** jsdom does no layout: give the track a size and make scrollBy move it instantly. */
function layOut(element: HTMLElement, metrics: Metrics) {
  let scrollLeft = metrics.scrollLeft;
  Object.defineProperty(element, 'scrollLeft', { configurable: true, get: () => scrollLeft });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: metrics.scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: metrics.clientWidth });
  const scrollBy = jest.fn((options: ScrollToOptions) => {
    scrollLeft = Math.min(metrics.scrollWidth - metrics.clientWidth, Math.max(0, scrollLeft + (options.left ?? 0)));
  });
  element.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  fireEvent.scroll(element);
  return scrollBy;
}

const previous = () => screen.getByRole('button', { name: 'Previous testimonials' });
const next = () => screen.getByRole('button', { name: 'Next testimonials' });

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

it('is a labelled carousel of five slides, each with a quote, a name and a role with company', () => {
  render(<TestimonialCarousel />);
  const carousel = screen.getByRole('region', { name: 'Client testimonials' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = screen.getAllByRole('group', { name: /of 5$/ });
  expect(slides).toHaveLength(5);
  slides.forEach((slide, index) => {
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveAccessibleName(`${index + 1} of 5`);
  });
  expect(screen.getByText('Tunde Bakare')).toBeInTheDocument();
  expect(screen.getByText('Head of IT, Okapi Logistics')).toBeInTheDocument();
});

it('disables previous at the left edge and next at the right edge, rechecking 300 ms after each step', () => {
  jest.useFakeTimers();
  render(<TestimonialCarousel />);
  const scrollBy = layOut(track(), { scrollLeft: 0, scrollWidth: 1500, clientWidth: 900 });
  expect(previous()).toBeDisabled();
  expect(next()).toBeEnabled();

  fireEvent.click(next());
  expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
  act(() => jest.advanceTimersByTime(299));
  expect(previous()).toBeDisabled();
  act(() => jest.advanceTimersByTime(1));
  expect(previous()).toBeEnabled();
  expect(next()).toBeEnabled();

  fireEvent.click(next());
  act(() => jest.advanceTimersByTime(300));
  expect(next()).toBeDisabled();
  expect(previous()).toBeEnabled();

  fireEvent.click(previous());
  expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
  act(() => jest.advanceTimersByTime(300));
  expect(next()).toBeEnabled();
});

it('rechecks the edges on scroll events, such as a swipe', () => {
  render(<TestimonialCarousel />);
  layOut(track(), { scrollLeft: 600, scrollWidth: 1500, clientWidth: 900 });
  expect(next()).toBeDisabled();
  expect(previous()).toBeEnabled();
});

it('steps without animation when the visitor prefers reduced motion', () => {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
  })) as unknown as typeof window.matchMedia;
  render(<TestimonialCarousel />);
  const scrollBy = layOut(track(), { scrollLeft: 0, scrollWidth: 1500, clientWidth: 900 });
  fireEvent.click(next());
  expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'auto' });
});

it('is operable from the keyboard', () => {
  render(<TestimonialCarousel />);
  layOut(track(), { scrollLeft: 0, scrollWidth: 1500, clientWidth: 900 });
  expect(track()).toHaveAttribute('tabindex', '0');
  expect(next().tagName).toBe('BUTTON');
});
