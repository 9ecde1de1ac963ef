import { render, screen } from '@testing-library/react';
import { tightPunctuation } from './tight-punctuation';

const marksIn = (text: string) => {
  const { container } = render(<h1>{tightPunctuation(text)}</h1>);
  return [...container.querySelectorAll('h1 span')].map((span) => span.textContent);
};

describe('tightPunctuation', () => {
  it('tightens a comma or full stop after a letter the font leaves loose, the text unchanged', () => {
    render(<h1>{tightPunctuation('Empowering Businesses with Secure, Scalable IT Solutions')}</h1>);
    // (jsdom gives no element a display, so its accessible names put a space around the span; a
    // browser's do not, and the text is the same either way.)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Empowering Businesses with Secure, Scalable IT Solutions',
    );
    expect(marksIn('Empowering Businesses with Secure, Scalable IT Solutions')).toEqual([',']);
    expect(marksIn('Talk to an engineer, not a salesperson.')).toEqual(['.']);
    expect(marksIn('Certified, Senior Engineers: and more; always')).toEqual([',', ':', ';']);
  });

  it('leaves marks the font already kerns, and marks inside words or numbers', () => {
    expect(marksIn('Clear, every day, Why, PAY.')).toEqual([]);
    expect(marksIn('Node.js 1.5 times, v2.0')).toEqual([',']);
    expect(marksIn('Is your Company truly Secure')).toEqual([]);
  });
});
