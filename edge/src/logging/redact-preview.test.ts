import { redactPreview } from './redact-preview';

describe('preview tokens in logged URLs', () => {
  it.each([
    ['/?preview=eyJuYW1lIjoiY2FyZWVycyJ9.c2ln', '/?preview=[redacted]'],
    ['/career?q=engineer&preview=abc.def&page=2', '/career?q=engineer&preview=[redacted]&page=2'],
    ['/about?preview=abc#top', '/about?preview=[redacted]#top'],
    ['/career?q=preview=abc', '/career?q=preview=abc'],
    ['/about', '/about'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactPreview(url)).toBe(logged);
  });
});
