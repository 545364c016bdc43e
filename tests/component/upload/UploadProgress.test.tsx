import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import type { UploadWatch } from '../../../src/lib/uploadProgress';
import { UploadProgress } from '../../../src/ui/UploadProgress';
import { useUpload } from '../../../src/ui/useUpload';

const MB = 1024 * 1024;

/** A form's upload whose bytes the test sends by hand; the request ends when the test says or is aborted. */
function Harness({ onWatch }: { onWatch: (watch: UploadWatch, finish: () => void) => void }) {
  const upload = useUpload();
  const [outcome, setOutcome] = useState('');
  const send = () =>
    upload
      .run(
        (watch) =>
          new Promise<void>((resolve, reject) => {
            watch.signal.addEventListener('abort', () => reject(new Error('aborted')));
            onWatch(watch, resolve);
          }),
      )
      .then(
        () => setOutcome('done'),
        (error: Error) => setOutcome(error.name),
      );
  return (
    <>
      <button type="button" onClick={() => void send()}>
        send
      </button>
      <UploadProgress upload={upload} />
      <p>outcome: {outcome}</p>
    </>
  );
}

function setUp() {
  const current: { watch?: UploadWatch; finish?: () => void } = {};
  const user = userEvent.setup();
  render(
    <Harness
      onWatch={(watch, finish) => {
        current.watch = watch;
        current.finish = finish;
      }}
    />,
  );
  const report = (sent: number, total: number) => act(() => current.watch?.onProgress(sent, total));
  return { user, report, current };
}

const announcements = () => screen.getByRole('status').textContent;

describe('upload progress', () => {
  it('shows percent and size as the bytes go, and announces only the quarters', async () => {
    const { user, report, current } = setUp();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'send' }));

    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).not.toHaveAttribute('value');
    expect(announcements()).toBe('');

    report(1.2 * MB, 7.4 * MB);
    expect(bar).toHaveAttribute('value', '16');
    expect(screen.getByText('16% · 1.2 of 7.4 MB')).toBeInTheDocument();
    expect(announcements()).toBe('');

    report(3.1 * MB, 7.4 * MB);
    expect(screen.getByText('41% · 3.1 of 7.4 MB')).toBeInTheDocument();
    expect(announcements()).toBe('25% uploaded');
    report(3.4 * MB, 7.4 * MB);
    expect(announcements()).toBe('25% uploaded');

    report(5.6 * MB, 7.4 * MB);
    expect(announcements()).toBe('75% uploaded');
    report(7.4 * MB, 7.4 * MB);
    expect(announcements()).toBe('100% uploaded');
    expect(screen.getByRole('progressbar', { name: 'Uploaded – waiting for the answer' })).toHaveAttribute(
      'value',
      '100',
    );

    await act(() => Promise.resolve(current.finish?.()));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText('outcome: done')).toBeInTheDocument();
  });

  it('writes numbers the Norwegian way in Norwegian, and small uploads in kB', async () => {
    await act(() => i18n.changeLanguage('no'));
    const { user, report } = setUp();
    await user.click(screen.getByRole('button', { name: 'send' }));
    report(3.1 * MB, 7.4 * MB);
    expect(screen.getByRole('progressbar', { name: 'Laster opp' })).toHaveAttribute('value', '41');
    expect(screen.getByText('41 % · 3,1 av 7,4 MB')).toBeInTheDocument();
    expect(announcements()).toBe('Lastet opp 25 %');
    report(20 * 1024, 80 * 1024);
    expect(screen.getByText('25 % · 20 av 80 kB')).toBeInTheDocument();
  });

  it('cancels the request on Cancel and says so calmly, in both languages', async () => {
    const { user, report, current } = setUp();
    await user.click(screen.getByRole('button', { name: 'send' }));
    report(2 * MB, 8 * MB);
    expect(current.watch?.signal.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(current.watch?.signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(
      'The upload was cancelled. Everything you filled in and chose is kept – send again when you are ready.',
    );
    // The Cancel button is gone: the focus goes to the note instead of the page's start.
    await waitFor(() => expect(note).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('outcome: UploadCancelled')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('no'));
    expect(note).toHaveTextContent(
      'Opplastingen ble avbrutt. Alt du har fylt inn og valgt er beholdt – send igjen når du er klar.',
    );

    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
