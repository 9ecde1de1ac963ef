import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;
type DomWindow = Window & typeof globalThis;

let purifier: Purifier | undefined;
let serverWindow: DomWindow | undefined;

/** The DOM a render without a browser (the edge's) sanitises with: a jsdom window, given once. */
export function sanitiseWithWindow(window: DomWindow): void {
  serverWindow = window;
  purifier = undefined;
}

function domWindow(): DomWindow | undefined {
  return serverWindow ?? (typeof window === 'undefined' ? undefined : window);
}

// A private instance, so the link hook below cannot leak into anyone else's use of DOMPurify.
function getPurifier(window: DomWindow): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    // Any element can carry a target (<a>, <area>...): only _blank stays, and whatever keeps a
    // target or links somewhere gets rel, so the opened page cannot reach back into this one.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof window.Element)) return;
      if (node.hasAttribute('target') && node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      const link = (node.nodeName === 'A' || node.nodeName === 'AREA') && node.hasAttribute('href');
      if (link || node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier;
}

// The page owns h1 (the job title) and h2 ('Job Description'); the provider's headings sit below them.
function demoteHeadings(root: DocumentFragment): void {
  root.querySelectorAll('h1, h2').forEach((heading) => {
    const replacement = heading.ownerDocument.createElement('h3');
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  });
}

/**
 * The provider's description HTML made safe to render (docs/product-rules.md#job-details): no scripts, no event
 * handlers, no javascript: URLs, no forms or styles; links cannot reach back into this page.
 * Null where there is no DOM to sanitise with (a server render given no window): the description
 * is then left for the browser to fill in, never shown unsanitised.
 */
export function sanitiseJobDescription(html: string): string | null {
  const window = domWindow();
  if (!window) return null;
  const fragment = getPurifier(window).sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  demoteHeadings(fragment);
  const container = window.document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
