import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferredResponse, jsonResponse } from '../../test-support/mock-fetch';
import {
  field,
  fill,
  labels,
  renderContactForm as setup,
  sendButton,
  summary,
  visibleValues,
  type Field,
} from '../../test-support/contact-form-driver';
import { validRequest } from './contact-test-data';

afterEach(() => jest.restoreAllMocks());

describe('ContactForm submission', () => {
  it('sends once while showing Sending, then clears the form and confirms', async () => {
    const { user, fetchMock } = setup();
    const answer = deferredResponse();
    fetchMock.mockReturnValue(answer.promise);
    await fill(user, visibleValues);
    await user.click(sendButton());

    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending'));
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(sendButton().closest('form') as HTMLFormElement);
    await user.dblClick(sendButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual(validRequest);

    answer.release(jsonResponse(200, { message: 'Received' }));
    expect(await screen.findByText('Your form has been successfully submitted!')).toBeInTheDocument();
    await waitFor(() => expect(sendButton()).toHaveTextContent('Send message'));
    expect(sendButton()).toBeEnabled();
    for (const name of Object.keys(labels) as Field[]) expect(field(name)).toHaveValue('');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(summary()).toBeEmptyDOMElement();
  });

  it('keeps a leading zero and trims the values it sends', async () => {
    const { user, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await fill(user, { ...visibleValues, firstname: '  Ada ' });
    await user.click(sendButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ firstname: 'Ada', phone: '08031234567', website: '' });
  });

  it("keeps the values and shows the server's message when the edge refuses", async () => {
    const { user, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(429, { message: 'Too many messages. Please try again later.' }));
    await fill(user, visibleValues);
    await user.click(sendButton());

    expect(await screen.findByText('Too many messages. Please try again later.')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    expect(field('firstname')).toHaveValue('Ada');
    expect(field('message')).toHaveValue(visibleValues.message);
  });

  it('apologises in general terms when a refusal carries no message', async () => {
    const { user, fetchMock } = setup();
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    await fill(user, visibleValues);
    await user.click(sendButton());

    expect(
      await screen.findByText("We couldn't process your request at the moment. Please try again later."),
    ).toBeInTheDocument();
    expect(field('email')).toHaveValue(visibleValues.email);
  });

  it('shows the network error and keeps the values when the request fails', async () => {
    const { user, fetchMock } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await fill(user, visibleValues);
    await user.click(sendButton());

    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(field('subject')).toHaveValue(visibleValues.subject);
    expect(sendButton()).toHaveTextContent('Send message');
  });

  it('hides the honeypot from people and sends it empty', () => {
    const { container } = setup();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(container).queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });
});
