import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from './contact-page';

describe('ContactPage', () => {
  it('introduces the page with its badge and heading', () => {
    render(<ContactPage />);
    expect(screen.getByText('Contact Us')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Let's Talk IT Solutions");
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('holds the form and the contact panel, with its own store', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    expect(screen.getByRole('form', { name: 'Tell us about your project' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Contact information' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please all inputs are required')).toBeInTheDocument();
  });
});
