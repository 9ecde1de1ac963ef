import { sanitiseJobDescription } from './sanitise-job-description';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitiseJobDescription(html) ?? '';
  return container;
}

describe('sanitising the job description', () => {
  it('keeps ordinary formatting', () => {
    const html = sanitiseJobDescription(
      '<h3>About the role</h3><p>Build <strong>portals</strong>.</p><ul><li>Ship</li></ul>',
    );
    expect(html).toBe('<h3>About the role</h3><p>Build <strong>portals</strong>.</p><ul><li>Ship</li></ul>');
  });

  it('removes scripts, styles and forms', () => {
    const result = parse('<p>Hi</p><script>alert(1)</script><style>p{}</style><form><input name="x"></form>');
    expect(result.querySelector('script, style, form, input')).toBeNull();
    expect(result.textContent).toBe('Hi');
  });

  it('removes event handlers', () => {
    const result = parse('<img src="logo.png" onerror="alert(1)"><p onclick="steal()" onmouseover="x()">Text</p>');
    expect(result.innerHTML).not.toMatch(/onerror|onclick|onmouseover/);
    expect(result.querySelector('p')?.textContent).toBe('Text');
  });

  it('removes javascript: links but keeps the text', () => {
    const result = parse('<a href="javascript:alert(1)">Click</a><a href=" JaVaScRiPt:alert(2)">Again</a>');
    result.querySelectorAll('a').forEach((link) => expect(link.getAttribute('href')).toBeNull());
    expect(result.textContent).toBe('ClickAgain');
  });

  it('gives an image map area that opens a new tab rel="noopener noreferrer" too', () => {
    const container = parse(
      '<img src="x.png" usemap="#m" alt="map"><map name="m">' +
        '<area shape="rect" coords="0,0,10,10" href="https://x.example" target="_blank" alt="X"></map>',
    );
    const area = container.querySelector('area');
    expect(area).toHaveAttribute('target', '_blank');
    expect(area).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives every link rel="noopener noreferrer" and allows only target _blank', () => {
    const result = parse(
      '<a href="https://go.dev/" target="_blank">Go</a><a href="https://x.example" target="_top">X</a>',
    );
    const [go, other] = Array.from(result.querySelectorAll('a'));
    expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    expect(go).toHaveAttribute('target', '_blank');
    expect(other).toHaveAttribute('rel', 'noopener noreferrer');
    expect(other).not.toHaveAttribute('target');
  });

  it('demotes the provider’s h1 and h2 below the page’s own headings', () => {
    const result = parse('<h1>Title</h1><h2>Section</h2>');
    expect(result.innerHTML).toBe('<h3>Title</h3><h3>Section</h3>');
  });
});
