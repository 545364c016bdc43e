import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormMessage } from '../../../src/ui/form/formMessage';
import { LicencePicker } from '../../../src/ui/fields/LicencePicker';

const file = (name: string, type = 'application/pdf') => new File(['x'], name, { type });

function Harness({ error }: { error?: FormMessage }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <LicencePicker label="Organisation licence" value={files} onChange={setFiles} required error={error} />
  );
}

const setup = () => userEvent.setup({ applyAccept: false });

describe('LicencePicker', () => {
  it('takes .doc, .docx and .pdf files and lists them with remove buttons', async () => {
    const user = setup();
    render(<Harness />);
    const input = await screen.findByLabelText(/Organisation licence/);
    await user.upload(input, [
      file('licence.pdf'),
      file('extra.docx', ''),
      file('old.doc', 'application/msword'),
    ]);
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
    expect(screen.getByText('extra.docx')).toBeInTheDocument();
    expect(screen.getByText('old.doc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove extra.docx' }));
    expect(screen.queryByText('extra.docx')).not.toBeInTheDocument();
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
  });

  it('rejects the whole selection when one file has another type', async () => {
    const user = setup();
    render(<Harness />);
    const input = await screen.findByLabelText(/Organisation licence/);
    await user.upload(input, [file('licence.pdf'), file('photo.png', 'image/png')]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Warning! Only these types are allowed: .doc, .docx, .pdf',
    );
    expect(screen.queryByText('licence.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('No files chosen')).toBeInTheDocument();
    await user.upload(input, [file('licence.pdf')]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
  });

  it('shows the required error on the control', async () => {
    render(<Harness error={{ key: 'ui:fields.requiredMessage' }} />);
    const input = await screen.findByLabelText(/Organisation licence/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/This field is required/);
  });
});

describe('LicencePicker and the 20 MB of one request', () => {
  const MB = 1024 * 1024;
  const sized = (name: string, megabytes: number) => {
    const big = file(name);
    Object.defineProperty(big, 'size', { value: megabytes * MB });
    return big;
  };

  it('skips the licence that would push the request over 20 MB, names it, and keeps the rest', async () => {
    const user = setup();
    render(<Harness />);
    const input = await screen.findByLabelText(/Organisation licence/);
    await user.upload(input, [sized('a.pdf', 12), sized('b.pdf', 9), sized('c.pdf', 1)]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '20 MB total upload limit reached. File skipped: b.pdf',
    );
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    expect(screen.queryByText('b.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('c.pdf')).not.toBeInTheDocument();
    // Room made by removing a file ends the warning; the skipped file now fits.
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(input, [sized('b.pdf', 9)]);
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
  });
});
