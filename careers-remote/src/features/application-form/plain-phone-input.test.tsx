import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateElement, hydrationProblems, type Hydrate } from 'shared-config/hydration-check';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlainPhoneInput } from './plain-phone-input';

/** The plain input as the phone field holds it, before the country list has loaded. */
function renderPlainInput() {
  const changes: string[] = [];
  function Field() {
    const [value, setValue] = useState('');
    return (
      <PlainPhoneInput
        id="phone"
        name="phoneNumber"
        label="Phone Number"
        value={value}
        error={undefined}
        onChange={(digits) => {
          changes.push(digits);
          setValue(digits);
        }}
        onBlur={() => undefined}
        onTypedBeforeHydration={setValue}
        onWantCountries={() => undefined}
        onFocusChange={() => undefined}
      />
    );
  }
  render(<Field />);
  return { user: userEvent.setup(), changes, input: screen.getByLabelText('Phone Number') };
}

describe('the plain phone input', () => {
  it("shows Nigeria's code and takes digits typed after it", async () => {
    const { user, changes, input } = renderPlainInput();
    expect(input).toHaveValue('+234');
    await user.type(input, '803');
    expect(changes.at(-1)).toBe('234803');
    expect(input).toHaveValue('+234803');
  });

  it('takes a whole number pasted after the code it shows as the number, not appended to the code', async () => {
    const { user, changes, input } = renderPlainInput();
    await user.click(input);
    await user.paste('+234 803 123 4567');
    expect(changes).toEqual(['2348031234567']);
    expect(input).toHaveValue('+2348031234567');
  });

  it('appends a national number pasted after the code', async () => {
    const { user, changes, input } = renderPlainInput();
    await user.click(input);
    await user.paste('8031234567');
    expect(changes).toEqual(['2348031234567']);
  });

  it.each([
    ['a number typed after the code', '+234803', '234803'],
    ['a whole number pasted after the code', '+234+2348031234567', '2348031234567'],
  ])('takes %s in the page the edge sent, before the form hydrated', async (_case, typed, digits) => {
    const taken: string[] = [];
    const field = (
      <PlainPhoneInput
        id="phone"
        name="phoneNumber"
        label="Phone Number"
        value=""
        error={undefined}
        onChange={() => undefined}
        onBlur={() => undefined}
        onTypedBeforeHydration={(value) => taken.push(value)}
        onWantCountries={() => undefined}
        onFocusChange={() => undefined}
      />
    );
    const typeFirst: Hydrate = (container, onRecoverableError) => {
      const input = container.querySelector('input');
      if (!input) throw new Error('no input in the field the edge drew');
      input.value = typed;
      return hydrateElement(field)(container, onRecoverableError);
    };
    expect(await hydrationProblems(renderToString(field), typeFirst)).toEqual([]);
    expect(taken).toEqual([digits]);
  });
});
