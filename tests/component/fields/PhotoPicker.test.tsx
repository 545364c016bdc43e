import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MULTIPART_OVERHEAD_RESERVE_BYTES } from '../../../src/config';
import { i18n } from '../../../src/i18n';
import * as downscale from '../../../src/lib/downscaleImage';
import { PhotoPicker } from '../../../src/ui/fields/PhotoPicker';
import { jpegHead } from '../../support/imageHeaders';

const MB = 1024 * 1024;

/** A file that reports `size` bytes without allocating them. */
function fakeFile(name: string, size: number, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let seen: File[] = [];
function Harness({
  existing,
  onRemoveExisting,
}: {
  existing?: { url: string }[];
  onRemoveExisting?: (url: string) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <PhotoPicker
      label="Photos"
      value={files}
      onChange={(next) => {
        seen = next;
        setFiles(next);
      }}
      existing={existing}
      onRemoveExisting={onRemoveExisting}
    />
  );
}

let urls = 0;
beforeEach(() => {
  seen = [];
  urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:thumb-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});

const setup = () => userEvent.setup({ applyAccept: false });

describe('PhotoPicker', () => {
  it('accepts JPEG and PNG, refuses another type by its name and counts the size', async () => {
    const user = setup();
    render(<Harness />);
    const input = await screen.findByLabelText(/Photos/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).not.toHaveAttribute('capture');
    expect(screen.getByText('0.00 MB / 20.00 MB')).toBeInTheDocument();
    await user.upload(input, [
      fakeFile('a.jpg', 1.5 * MB),
      fakeFile('b.gif', MB, 'image/gif'),
      fakeFile('c.png', MB, 'image/png'),
    ]);
    expect(await screen.findByText('2.50 MB / 20.00 MB')).toBeInTheDocument();
    expect(seen.map((file) => file.name)).toEqual(['a.jpg', 'c.png']);
    expect(screen.getByRole('img', { name: 'Chosen photo a.jpg' })).toHaveAttribute('src', 'blob:thumb-1');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'b.gif could not be read as a JPEG or PNG photo and was not added.',
    );
  });

  it('offers the camera at once besides the gallery: Take a photo, whose photo joins the others', async () => {
    const user = setup();
    render(<Harness />);
    await user.upload(await screen.findByLabelText(/Photos/), [fakeFile('gallery.jpg', MB)]);
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png');
    await user.upload(camera, [fakeFile('camera.jpg', 2 * MB)]);
    expect(await screen.findByText('3.00 MB / 20.00 MB')).toBeInTheDocument();
    expect(seen.map((file) => file.name)).toEqual(['gallery.jpg', 'camera.jpg']);
  });

  describe('in a browser that decodes photos', () => {
    beforeEach(() => {
      // The photos below fit (their header says so), so nothing is decoded: only their bytes are read.
      vi.stubGlobal('createImageBitmap', vi.fn());
    });
    const readable = (name: string) => new File([jpegHead(800, 600)], name, { type: 'image/jpeg' });
    const heicNamedJpeg = (name: string) =>
      new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63])], name, {
        type: 'image/jpeg',
      });

    it('refuses the photos it cannot read by their names and keeps the others', async () => {
      const user = setup();
      render(<Harness />);
      await user.upload(await screen.findByLabelText(/Photos/), [
        readable('front.jpg'),
        heicNamedJpeg('IMG_0002.jpg'),
        new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'IMG_0002.jpg and scan.pdf could not be read as JPEG or PNG photos and were not added.',
      );
      expect(seen.map((file) => file.name)).toEqual(['front.jpg']);
      expect(screen.getByRole('img', { name: 'Chosen photo front.jpg' })).toBeInTheDocument();
    });

    it('says so in Norwegian too', async () => {
      await i18n.changeLanguage('no');
      const user = setup();
      render(<Harness />);
      await user.upload(await screen.findByLabelText(/Photos/), [heicNamedJpeg('IMG_0003.jpg')]);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'IMG_0003.jpg kunne ikke leses som et JPEG- eller PNG-bilde og ble ikke lagt til.',
      );
      expect(seen).toEqual([]);
    });
  });

  it('counts in Norwegian with the decimal comma (issue 30)', async () => {
    await i18n.changeLanguage('no');
    const user = setup();
    render(<Harness />);
    const input = await screen.findByLabelText(/Photos/);
    expect(screen.getByText('0,00 MB / 20,00 MB')).toBeInTheDocument();
    await user.upload(input, [fakeFile('a.jpg', 20_972)]);
    expect(await screen.findByText('0,02 MB / 20,00 MB')).toBeInTheDocument();
  });

  it('skips the file that passes the limit with an in-page alert and stops adding', async () => {
    const user = setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<Harness />);
    const input = await screen.findByLabelText(/Photos/);
    await user.upload(input, [
      fakeFile('one.jpg', 10 * MB),
      fakeFile('two.jpg', 10 * MB),
      fakeFile('three.jpg', 1),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '20 MB total upload limit reached. File skipped: two.jpg',
    );
    expect(seen.map((file) => file.name)).toEqual(['one.jpg']);
    expect(screen.getByText('10.00 MB / 20.00 MB')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('treats exactly 20 MB of photos as over the limit, because the request carries more than the photos', async () => {
    const user = setup();
    render(<Harness />);
    await user.upload(await screen.findByLabelText(/Photos/), [fakeFile('exact.jpg', 20971520)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File skipped: exact.jpg');
    await user.upload(await screen.findByLabelText(/Photos/), [
      fakeFile('fits.jpg', 20971520 - MULTIPART_OVERHEAD_RESERVE_BYTES),
    ]);
    expect(await screen.findByText('19.94 MB / 20.00 MB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('subtracts a removed file and revokes its thumbnail URL', async () => {
    const user = setup();
    render(<Harness />);
    await user.upload(await screen.findByLabelText(/Photos/), [
      fakeFile('a.jpg', 2 * MB),
      fakeFile('b.jpg', 3 * MB),
    ]);
    expect(await screen.findByText('5.00 MB / 20.00 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(screen.getByText('3.00 MB / 20.00 MB')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:thumb-1');
    expect(seen.map((file) => file.name)).toEqual(['b.jpg']);
  });

  it('makes room again after a removal', async () => {
    const user = setup();
    render(<Harness />);
    const input = await screen.findByLabelText(/Photos/);
    await user.upload(input, [fakeFile('a.jpg', 15 * MB)]);
    await user.upload(input, [fakeFile('b.jpg', 6 * MB)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File skipped: b.jpg');
    await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(input, [fakeFile('b.jpg', 6 * MB)]);
    expect(await screen.findByText('6.00 MB / 20.00 MB')).toBeInTheDocument();
  });

  it('revokes every thumbnail URL on unmount', async () => {
    const user = setup();
    const { unmount } = render(<Harness />);
    await user.upload(await screen.findByLabelText(/Photos/), [fakeFile('a.jpg', 1), fakeFile('b.jpg', 1)]);
    await screen.findByRole('img', { name: 'Chosen photo b.jpg' });
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:thumb-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:thumb-2');
  });

  it('counts a photo at its downscaled size', async () => {
    const user = setup();
    const shrink = vi
      .spyOn(downscale, 'downscaleImage')
      .mockImplementation((file) => Promise.resolve(fakeFile(file.name.replace(/\.png$/, '.jpg'), 2 * MB)));
    render(<Harness />);
    await user.upload(await screen.findByLabelText(/Photos/), [fakeFile('huge.png', 25 * MB, 'image/png')]);
    expect(await screen.findByText('2.00 MB / 20.00 MB')).toBeInTheDocument();
    expect(shrink).toHaveBeenCalledTimes(1);
    expect(seen.map((file) => file.name)).toEqual(['huge.jpg']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows existing photos as removable and counts them as 0 bytes', async () => {
    const user = setup();
    const onRemoveExisting = vi.fn();
    render(
      <Harness
        existing={[{ url: 'https://cdn/one.jpg' }, { url: 'https://cdn/two.jpg' }]}
        onRemoveExisting={onRemoveExisting}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Chosen photos' });
    expect(within(list).getByRole('img', { name: 'Saved photo 2' })).toHaveAttribute(
      'src',
      'https://cdn/two.jpg',
    );
    expect(screen.getByText('0.00 MB / 20.00 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove saved photo 2' }));
    expect(onRemoveExisting).toHaveBeenCalledWith('https://cdn/two.jpg');
  });
});
