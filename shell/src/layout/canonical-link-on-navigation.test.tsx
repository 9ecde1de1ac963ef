import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CanonicalLinkOnNavigation } from './canonical-link-on-navigation';

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

describe('the canonical link the edge put in the page', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.corelink.example/about">';
  });

  it('stays while the app shows the page it names, whatever the hash', async () => {
    const router = createMemoryRouter([{ path: '*', element: <CanonicalLinkOnNavigation /> }], {
      initialEntries: ['/about'],
    });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/about#team'));
    expect(canonical()).toBe('https://www.corelink.example/about');
  });

  it('goes once the app shows another page, which it would not name', async () => {
    const router = createMemoryRouter([{ path: '*', element: <CanonicalLinkOnNavigation /> }], {
      initialEntries: ['/about'],
    });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/contact'));
    expect(canonical()).toBeNull();
  });
});
