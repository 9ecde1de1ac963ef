import { redactPreview } from './redact-preview';

describe('preview tokens in logged URLs', () => {
  it.each([
    ['/?preview=eyJuYW1lIjoiY2FyZWVycyJ9.c2ln', '/?preview=[redacted]'],
    ['/career?q=engineer&preview=abc.def&page=2', '/career?q=engineer&preview=[redacted]&page=2'],
    ['/about?preview=abc#top', '/about?preview=[redacted]#top'],
    ['/career?q=preview=abc', '/career?q=preview=abc'],
    ['/about', '/about'],
    ['/about?', '/about?'],
    // Every spelling the query parser reads as `preview`, and the ones in another case.
    ['/?%70review=abc.def', '/?%70review=[redacted]'],
    ['/?p%72eview=abc&pre%76iew=def', '/?p%72eview=[redacted]&pre%76iew=[redacted]'],
    ['/?%70%72%65%76%69%65%77=abc', '/?%70%72%65%76%69%65%77=[redacted]'],
    ['/?PREVIEW=abc&Preview=def', '/?PREVIEW=[redacted]&Preview=[redacted]'],
    ['/?preview=a&preview=b', '/?preview=[redacted]&preview=[redacted]'],
    ['/?preview', '/?preview'],
    // A name that does not decode is compared as it is.
    ['/?%zzpreview=abc&preview%=abc', '/?%zzpreview=abc&preview%=abc'],
    ['/?previews=abc&pre+view=abc', '/?previews=abc&pre+view=abc'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactPreview(url)).toBe(logged);
  });
});
