import { render, screen } from '@testing-library/react';
import { Field, fieldControlClass, fieldErrorId, fieldLabelId } from './field';

describe('Field', () => {
  it('labels its control and shows its message under it, by the ids the control refers to', () => {
    render(
      <Field id="email" label="Email" error="Invalid email" wide>
        <input id="email" className={fieldControlClass} aria-invalid aria-describedby={fieldErrorId('email')} />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('Invalid email');
    expect(input).toHaveClass(fieldControlClass);
  });

  it('shows no message when there is none', () => {
    const { container } = render(
      <Field id="name" label="Name" error={null}>
        <input id="name" />
      </Field>,
    );
    expect(container.querySelector('p')).toBeNull();
  });

  it('as a group, names a control of several elements by its label', () => {
    render(
      <Field id="resume" label="Resume" group>
        <input id="resume" type="file" aria-labelledby={fieldLabelId('resume')} />
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByLabelText('Resume', { selector: 'input' })).toHaveAttribute('type', 'file');
  });
});
