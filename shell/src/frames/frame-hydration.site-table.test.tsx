import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LOCAL_SITE_TABLE } from 'local-site';
import { hydrationProblems, type Hydrate } from 'shared-config/hydration-check';
import { HYDRATED_SLOT_VALUE, PAGE_SLOT_ATTRIBUTE } from 'shared-config/frames';
import { fillPath } from 'shared-config/site-paths';
import { mountApp } from '../boot/mount-app';
import type { PageLoader } from '../remotes/page-module';
import type { RemotePageId } from '../site-table/remote-page-ids';
import { renderFrame } from './render-frame';

/*
 * Every page's frame as the edge sends it (the shell's frame renderer on the composed table, the
 * page's HTML in its slot), hydrated by the shell's own start (mountApp) at the page's URL with React's
 * development build: the frame and the boundary around the page must be what the browser draws.
 * The pages are stand-ins with their own server HTML (each remote checks its own pages).
 */

// The font's stylesheet, which the shell's start imports for its bundle.
jest.mock('@fontsource-variable/plus-jakarta-sans', () => ({}));

const YEAR = 2031;
const SLOT = `<template ${PAGE_SLOT_ATTRIBUTE}="${HYDRATED_SLOT_VALUE}"></template>`;

function StandInPage({ id }: { id: RemotePageId }) {
  return (
    <section aria-labelledby="stand-in">
      <h1 id="stand-in">Page {id}</h1>
      <p>
        Drawn by {id.split('/')[0]} <a href="/contact">with a link</a>
      </p>
    </section>
  );
}

// What the start leaves for when the browser is idle (the chat widget) is not these tests' business.
const idle = window.requestIdleCallback;
beforeAll(() => (window.requestIdleCallback = () => 0));
afterAll(() => (window.requestIdleCallback = idle));

const loadPage: PageLoader = async (id) => ({ default: () => <StandInPage id={id} /> });

const pages = LOCAL_SITE_TABLE.routes.map((route) => ({
  ...route,
  url: fillPath(
    route.path,
    Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'job-0001'])),
  ),
}));

describe.each(pages)('the frame of $path', ({ path, page, url }) => {
  it(`hydrates at ${url} with the page in it, without a difference`, async () => {
    const frame = await renderFrame(LOCAL_SITE_TABLE, path, { year: YEAR });
    expect(frame).toContain(SLOT);
    const html = frame.replace(SLOT, renderToString(<StandInPage id={page} />));
    window.history.replaceState(null, '', url);
    const reported: string[] = [];
    const hydrate: Hydrate = async () => {
      const root = await mountApp({
        loadPage,
        liveChat: null,
        site: LOCAL_SITE_TABLE,
        year: YEAR,
        reportFailure: (name, kind) => reported.push(`${kind} of ${name}`),
      });
      return () => root.unmount();
    };
    expect(await hydrationProblems(html, hydrate)).toEqual([]);
    expect(reported).toEqual([]);
  });
});

it('draws again, in one commit, a page the edge sent only to stand in for the one the URL asks for', async () => {
  const frame = await renderFrame(LOCAL_SITE_TABLE, '/career', { year: YEAR });
  window.history.replaceState(null, '', '/career?q=engineer');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = frame.replace(SLOT, '<section><h1>All jobs, the build’s page</h1></section>');
  document.body.appendChild(container);
  const seen: string[] = [];
  const watch = new MutationObserver(() => seen.push(container.querySelector('main')?.textContent ?? ''));
  watch.observe(container, { childList: true, subtree: true, characterData: true });
  // The page's module takes its time, as over a network.
  const slowly: PageLoader = (id) => new Promise((resolve) => setTimeout(() => resolve(loadPage(id)), 200));
  const root = await mountApp({ loadPage: slowly, liveChat: null, site: LOCAL_SITE_TABLE, year: YEAR, hydrate: false });
  await waitFor(() => expect(container.querySelector('main h1')?.textContent).toBe('Page careers/CareerPage'));
  watch.disconnect();
  // The stand-in, then the page: never the spinner in between.
  expect(seen.some((text) => text.includes('Loading'))).toBe(false);
  root.unmount();
  container.remove();
});

describe('a page that does not hydrate as it was sent', () => {
  async function hydrateAbout(pageHtml: string, load: PageLoader) {
    const about = pages.find(({ path }) => path === '/about');
    if (!about) throw new Error('the local site has no /about');
    const frame = await renderFrame(LOCAL_SITE_TABLE, about.path, { year: YEAR });
    window.history.replaceState(null, '', about.url);
    const reported: string[] = [];
    const hydrate: Hydrate = async () => {
      const root = await mountApp({
        loadPage: load,
        liveChat: null,
        site: LOCAL_SITE_TABLE,
        year: YEAR,
        reportFailure: (name, kind) => reported.push(`${kind} of ${name}`),
      });
      return () => root.unmount();
    };
    const seen: { main: string; retry: boolean }[] = [];
    const look = async (container: HTMLElement) => {
      seen.push({
        main: container.querySelector('main')?.textContent ?? '',
        retry: container.querySelector('main button')?.textContent === 'Retry',
      });
    };
    const problems = await hydrationProblems(frame.replace(SLOT, pageHtml), hydrate, { thenUse: look });
    return { problems, reported, seen: seen[0] };
  }

  it("is reported against the page's remote when its HTML differs from what the browser draws", async () => {
    const { problems, reported } = await hydrateAbout('<section><h1>Another headline</h1></section>', loadPage);
    expect(problems.some((problem) => problem.startsWith('React: The page the edge sent did not hydrate'))).toBe(true);
    expect(reported).toEqual(['hydration-mismatch of marketing']);
  });

  const throwing: PageLoader = async () => ({
    default: function Broken(): never {
      throw new Error('Boom while hydrating');
    },
  });
  it.each([
    ['its module does not load', () => Promise.reject(new Error('Failed to fetch remoteEntry')), 'remote-load'],
    ['it throws while hydrating', throwing, 'page-error'],
  ] as [string, PageLoader, string][])(
    'keeps its text readable, under the failure block with Retry, when %s',
    async (_case, load, kind) => {
      const sent = renderToString(<StandInPage id="marketing/AboutPage" />);
      const { reported, seen } = await hydrateAbout(sent, load);
      // The page's own failure is reported (not as a mismatch of what was sent).
      expect(reported).toEqual([`${kind} of marketing`]);
      expect(seen?.retry).toBe(true);
      expect(seen?.main).toContain('Page marketing/AboutPage');
      expect(seen?.main).toContain('Drawn by marketing with a link');
    },
  );
});
