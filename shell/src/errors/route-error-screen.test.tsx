import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorScreen } from './route-error-screen';

// A route error comes from a loader; while it runs, the route shows its hydrate fallback (React
// Router warns, with a stack, about a route that has none).
function renderWithError(loader: () => never) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      hydrateFallbackElement: <p>Loading</p>,
      element: <p>never</p>,
      errorElement: <RouteErrorScreen />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteErrorScreen', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => {
    expect(warn).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('shows the status and text of a route error response', async () => {
    renderWithError(() => {
      throw new Response('', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the message of a thrown error', async () => {
    renderWithError(() => {
      throw new Error('Route data went missing');
    });
    expect(await screen.findByText('Route data went missing')).toBeInTheDocument();
  });
});
