import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { hydrateElement, hydrationProblems } from 'shared-config/hydration-check';
import { renderPages } from 'shared-config/prerender';
import { pageFileName, splitPageModule } from 'shared-config/site-table';
import { ROUTES } from '../routes/marketing-routes';

// Every page marketing declares, prerendered as its build prerenders it (shared-config's renderPages),
// then hydrated at its own path with React's development build: the browser's first render must draw
// exactly that HTML, attributes included, or the page is drawn twice on a phone.
const pages = ROUTES.map(({ path, page }) => ({ path, name: splitPageModule(page)[1] }));

describe.each(pages)('the prerendered $name', ({ path, name }) => {
  it(`hydrates at ${path} without a difference`, async () => {
    const module = (await import(`./${pageFileName(name)}`)) as { default: ComponentType };
    const { [name]: html = '' } = renderPages({ [name]: module }, { [name]: path });
    const Page = module.default;
    const hydrate = hydrateElement(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    expect(await hydrationProblems(html, hydrate)).toEqual([]);
  });
});
