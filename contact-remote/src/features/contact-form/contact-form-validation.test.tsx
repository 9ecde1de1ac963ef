import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  field,
  fill,
  renderContactForm as setup,
  sendButton,
  summary,
  visibleValues,
  type Field,
} from '../../test-support/contact-form-driver';

afterEach(() => jest.restoreAllMocks());

describe('ContactForm validation', () => {
  it('labels the six fields with their input types: text, e-mail, telephone and a 5-row text area', () => {
    setup();
    expect(field('firstname')).toHaveAttribute('type', 'text');
    expect(field('lastname')).toHaveAttribute('type', 'text');
    expect(field('email')).toHaveAttribute('type', 'email');
    // A telephone field with the numeric keypad: HTML allows autocomplete="tel" on it, not on a number input.
    expect(field('phone')).toHaveAttribute('type', 'tel');
    expect(field('phone')).toHaveAttribute('inputmode', 'numeric');
    expect(field('phone')).toHaveAttribute('autocomplete', 'tel');
    expect(field('phone')).not.toHaveAttribute('min');
    expect(field('subject')).toHaveAttribute('type', 'text');
    expect(field('message').tagName).toBe('TEXTAREA');
    expect(field('message')).toHaveAttribute('rows', '5');
    expect(sendButton()).toHaveTextContent('Send message');
  });

  it('on an empty send, shows the summary and every field message, and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await user.click(sendButton());

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Please all inputs are required');
    const expected: Record<Field, string> = {
      firstname: 'First name is required',
      lastname: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      subject: 'Subject is required',
      message: 'Message is required',
    };
    for (const [name, message] of Object.entries(expected) as [Field, string][]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(message);
    }
    // Focus moves in an effect after the messages render.
    await waitFor(() => expect(field('firstname')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a field message once the visitor leaves the field empty', async () => {
    const { user } = setup();
    await user.click(field('firstname'));
    await user.tab();

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(summary()).toBeEmptyDOMElement();
  });

  it('reports missing inputs before a bad e-mail address, as the handler orders them', async () => {
    const { user, fetchMock } = setup();
    await fill(user, { firstname: 'Ada', email: 'not-an-email' });
    await user.click(sendButton());

    await waitFor(() => expect(summary()).toHaveTextContent('Please all inputs are required'));
    expect(summary()).not.toHaveTextContent('Please enter a valid email address.');
    expect(field('email')).toHaveAccessibleDescription('Invalid email');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with every field filled, names the bad e-mail address in the summary and under the field', async () => {
    const { user, fetchMock } = setup();
    await fill(user, { ...visibleValues, email: 'not-an-email' });
    await user.click(sendButton());

    await waitFor(() => expect(summary()).toHaveTextContent('Please enter a valid email address.'));
    expect(field('email')).toHaveAccessibleDescription('Invalid email');
    await waitFor(() => expect(field('email')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never sends an address the schema lets through but the handler pattern refuses', async () => {
    const { user, fetchMock } = setup();
    await fill(user, { ...visibleValues, email: 'ada@localhost' });
    await user.click(sendButton());

    await waitFor(() => expect(summary()).toHaveTextContent('Please enter a valid email address.'));
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('email')).toHaveAccessibleDescription('Please enter a valid email address.');
    await waitFor(() => expect(field('email')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['12.5', '+2348012345678', '0801 234 5678', '1e5', '-8012345678'])(
    'refuses the phone number %j, which is not only digits',
    async (phone) => {
      const { user, fetchMock } = setup();
      await fill(user, { ...visibleValues, phone });
      await user.click(sendButton());

      await waitFor(() => expect(field('phone')).toHaveAccessibleDescription('Phone number must be digits'));
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('keeps a phone number as typed, its leading 0 included', async () => {
    const { user } = setup();
    await fill(user, { phone: '08012345678' });
    expect(field('phone')).toHaveValue('08012345678');
  });

  // Pasted text can carry half a surrogate pair; it is no character, and the edge refuses it too.
  it('refuses a message holding half a surrogate pair, naming the field', async () => {
    const { user, fetchMock } = setup();
    await fill(user, { ...visibleValues, message: '' });
    fireEvent.change(field('message'), { target: { value: 'Broken \ud800 text' } });
    await user.click(sendButton());

    await waitFor(() =>
      expect(field('message')).toHaveAccessibleDescription('Message contains a character that is not valid text'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats fields holding only spaces as empty', async () => {
    const { user } = setup();
    await fill(user, { ...visibleValues, subject: '   ' });
    await user.click(sendButton());

    await waitFor(() => expect(summary()).toHaveTextContent('Please all inputs are required'));
    expect(field('subject')).toHaveAccessibleDescription('Subject is required');
  });

  it('clears the summary once the visitor fixes what it named', async () => {
    const { user } = setup();
    await user.click(sendButton());
    await waitFor(() => expect(summary()).toHaveTextContent('Please all inputs are required'));
    await fill(user, visibleValues);

    await waitFor(() => expect(summary()).toBeEmptyDOMElement());
  });
});
