import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { installScreenObserver } from '../../test-support/screen-observer';
import { PhoneField } from './phone-field';

function renderPhoneField(initial = '') {
  const values: { phoneNumber?: string } = {};
  render(
    <Formik initialValues={{ phoneNumber: initial }} onSubmit={() => undefined}>
      {(formik) => {
        values.phoneNumber = formik.values.phoneNumber;
        return <PhoneField name="phoneNumber" label="Phone Number" />;
      }}
    </Formik>,
  );
  return { user: userEvent.setup(), values };
}

/** The country list is in: react-phone-input-2 names its flag button after the country. */
const countryList = () => screen.findByTitle('Nigeria: + 234');

describe('the phone field before its country list has loaded', () => {
  it("shows Nigeria's code and loads no country list while off screen", async () => {
    renderPhoneField();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+234');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTitle('Nigeria: + 234')).not.toBeInTheDocument();
  });

  it('loads the list when the visitor chooses the flag, with the field still empty', async () => {
    const { user, values } = renderPhoneField();
    await user.click(screen.getByRole('button', { name: 'Nigeria: +234' }));
    await countryList();
    expect(values.phoneNumber).toBe('');
  });

  it('keeps what was typed, and the caret, when the list takes over', async () => {
    const { user, values } = renderPhoneField();
    await user.type(screen.getByLabelText('Phone Number'), '803');
    await countryList();
    await user.keyboard('1234567');
    await waitFor(() => expect(values.phoneNumber).toBe('2348031234567'));
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
  });

  it('loads the list when the field comes near the screen', async () => {
    const screenObserver = installScreenObserver();
    try {
      renderPhoneField('2348031234567');
      expect(screen.queryByTitle('Nigeria: + 234')).not.toBeInTheDocument();
      screenObserver.comeNear();
      await countryList();
      expect(screen.getByLabelText('Phone Number')).toHaveValue('+234 803 123 456 7');
    } finally {
      screenObserver.restore();
    }
  });
});

describe('the phone field with its country list', () => {
  it('takes a whole number filled in one go after the code it shows, as browsers fill a field on focus', async () => {
    const { user, values } = renderPhoneField();
    await user.click(screen.getByRole('button', { name: 'Nigeria: +234' }));
    await countryList();
    const input = screen.getByLabelText('Phone Number') as HTMLInputElement;
    // Select everything, then focus: the list moves the caret after '+234' a moment later.
    input.select();
    act(() => input.focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await user.paste('+2348031234567');
    await waitFor(() => expect(values.phoneNumber).toBe('2348031234567'));
    expect(input).toHaveValue('+234 803 123 456 7');
  });

  it('still takes digits typed one by one, and a national number pasted after the code', async () => {
    const { user, values } = renderPhoneField();
    await user.click(screen.getByRole('button', { name: 'Nigeria: +234' }));
    await countryList();
    await user.click(screen.getByLabelText('Phone Number'));
    await user.keyboard('803');
    await user.paste('1234567');
    await waitFor(() => expect(values.phoneNumber).toBe('2348031234567'));
  });
});
