import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from 'shared-config/validation';
import { installFakeXhr, lastUpload } from '../../test-support/fake-xhr';
import { cleanupCareers, renderWithProviders } from '../../test-support/render-with-providers';
import { ApplicationForm } from './application-form';

jest.mock('react-toastify/unstyled', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'linkedinProfile'];
const FILES = ['resume', 'coverLetter'];

function fileOf(name: string, type: string, size = 48_213): File {
  const file = new File(['content'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderForm(fields = FIELDS, files = FILES) {
  return renderWithProviders(<ApplicationForm jobId="job-0001" requiredFields={fields} requiredFiles={files} />);
}

const fileInput = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Okafor');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '8031234567');
  await user.type(screen.getByLabelText('Linkedin Profile'), 'https://linkedin.com/in/ada');
  await user.upload(fileInput('Resume'), fileOf('ada-cv.pdf', 'application/pdf'));
  await user.upload(
    fileInput('Cover Letter'),
    fileOf('letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  );
}

let uninstallXhr: () => void;
beforeEach(() => {
  uninstallXhr = installFakeXhr();
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  cleanupCareers();
  uninstallXhr();
  jest.clearAllMocks();
});

describe('the generated form', () => {
  it('has a labelled control for every required field and file', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Application Form' })).toBeInTheDocument();
    ['First Name', 'Last Name', 'Email', 'Phone Number', 'Linkedin Profile'].forEach((label) =>
      expect(screen.getByLabelText(label)).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Resume', 'Cover Letter']) {
      const input = fileInput(label);
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', UPLOAD_ACCEPT);
      expect(input).toHaveAccessibleDescription('PDF, DOCX, PNG, JPG | 10MB max.');
    }
  });

  it("starts invalid: 'Please fill in all fields' and a disabled 'Submit Application', no field errors yet", () => {
    renderForm();
    expect(screen.getByText('Please fill in all fields')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it("shows 'Required' for a field left empty and 'Invalid email' for a bad address", async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('First Name'));
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('Required');

    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email')).not.toBeInTheDocument());
  });

  it('enables the button once everything is filled in', async () => {
    const { user } = renderForm();
    await fillEverything(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled());
    expect(screen.queryByText('Please fill in all fields')).not.toBeInTheDocument();
  });
});

describe('file fields', () => {
  it('previews an image with a thumbnail and removes it, freeing the preview URL', async () => {
    const { user } = renderForm([], ['photo']);
    await user.upload(fileInput('Photo'), fileOf('ada.png', 'image/png', 1_572_864));
    const group = screen.getByRole('group', { name: 'Photo' });
    expect(within(group).getByRole('img', { name: 'Preview of ada.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(within(group).getByText('1.5 MB')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Remove ada.png' }));
    expect(within(group).queryByText('ada.png')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(fileInput('Photo')).toHaveFocus();
    expect(await within(group).findByText('Required')).toBeInTheDocument();
  });

  it('shows a document icon with the name and size for other files', async () => {
    const { user } = renderForm([], ['resume']);
    await user.upload(fileInput('Resume'), fileOf('ada-cv.pdf', 'application/pdf'));
    const group = screen.getByRole('group', { name: 'Resume' });
    expect(within(group).getByText('ada-cv.pdf')).toBeInTheDocument();
    expect(within(group).getByText('47 KB')).toBeInTheDocument();
    expect(within(group).queryByRole('img')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it("accepts a dropped file and says 'File too large' past 10 MB", async () => {
    renderForm([], ['resume']);
    const zone = screen.getByText('PDF, DOCX, PNG, JPG | 10MB max.').closest('label') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('huge.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1)] } });
    const group = screen.getByRole('group', { name: 'Resume' });
    expect(within(group).getByText('huge.pdf')).toBeInTheDocument();
    expect(await within(group).findByText('File too large')).toBeInTheDocument();
  });

  it("says 'Unsupported file format' for other media types", async () => {
    renderForm([], ['resume']);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput('Resume'), fileOf('notes.txt', 'text/plain'));
    expect(await screen.findByText('Unsupported file format')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  });
});

describe('submitting', () => {
  it('uploads the multipart form with progress, thanks the applicant and resets the form', async () => {
    const { user } = renderForm();
    await fillEverything(user);
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    const upload = lastUpload();
    expect(upload.url).toBe('/api/jobs/apply/job-0001');
    expect(upload.body?.get('firstName')).toBe('Ada');
    expect(upload.body?.get('email')).toBe('ada@example.com');
    expect(upload.body?.get('phoneNumber')).toBe('+2348031234567');
    expect((upload.body?.get('resume') as File).name).toBe('ada-cv.pdf');
    expect((upload.body?.get('coverLetter') as File).name).toBe('letter.docx');

    act(() => upload.progress(30, 60));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');

    act(() => upload.respond(201, { data: { id: 'app-1' }, message: 'Application submitted successfully' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Application submitted successfully'));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
    expect(screen.queryByText('ada-cv.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('Please fill in all fields')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's message and keeps every value when the upload is refused", async () => {
    const { user } = renderForm();
    await fillEverything(user);
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('button', { name: 'Please wait...' });

    act(() => lastUpload().respond(409, { message: 'This position is closed' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This position is closed'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByText('ada-cv.pdf')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it("falls back to 'An error occurred, please try again' without a server message", async () => {
    const { user } = renderForm(['firstName'], []);
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('button', { name: 'Please wait...' });

    act(() => lastUpload().failNetwork());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred, please try again'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });
});
