import { DEFERRED_SCRIPTS_ID, startApp } from './start-app';

function pageWith(scripts: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (scripts !== null) {
    const list = doc.createElement('script');
    list.id = DEFERRED_SCRIPTS_ID;
    list.type = 'application/json';
    list.textContent = scripts;
    doc.head.appendChild(list);
  }
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('starting the app', () => {
  it('starts at once on a page without prerendered HTML', async () => {
    const doc = pageWith(null);
    const start = jest.fn(() => Promise.resolve('started'));
    await expect(startApp(start, doc)).resolves.toBe('started');
    expect(preloads(doc)).toEqual([]);
  });

  it('on a prerendered page, preloads the listed scripts after the first paint, then starts', async () => {
    const doc = pageWith(JSON.stringify(['/main-chunk.js', '/remotes/careers/remoteEntry.js']));
    const start = jest.fn(() => Promise.resolve('started'));
    await expect(startApp(start, doc)).resolves.toBe('started');
    expect(preloads(doc)).toEqual(['/main-chunk.js', '/remotes/careers/remoteEntry.js']);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('ignores a list it cannot read', async () => {
    const doc = pageWith('{ not json');
    await startApp(() => Promise.resolve(), doc);
    expect(preloads(doc)).toEqual([]);
  });
});
