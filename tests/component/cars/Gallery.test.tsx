import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from '../../../src/product/Gallery';

const images = ['/files/a.png', '/files/b.png', '/files/c.png'];
const shown = () => screen.getByRole('button', { name: /in full screen/ }).querySelector('img');

describe('Gallery', () => {
  it('wraps around at both ends', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} name="Volvo V70" />);
    expect(shown()).toHaveAttribute('alt', 'Volvo V70, photo 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toHaveAttribute('src', '/files/c.png');
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAttribute('src', '/files/a.png');
  });

  it('turns with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} name="Volvo V70" />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/files/c.png');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/files/a.png');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', '/files/c.png');
  });

  it('turns with a swipe, not with a tap', () => {
    render(<Gallery images={images} name="Volvo V70" />);
    const stage = screen.getByRole('group', { name: 'Photos of Volvo V70' });
    fireEvent.touchStart(stage, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 200 }] });
    expect(shown()).toHaveAttribute('src', '/files/b.png');
    fireEvent.touchStart(stage, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 210 }] });
    expect(shown()).toHaveAttribute('src', '/files/b.png');
    fireEvent.touchStart(stage, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 250 }] });
    expect(shown()).toHaveAttribute('src', '/files/a.png');
  });

  it('jumps to a thumbnail and marks it', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} name="Volvo V70" />);
    const thumbnails = screen.getByRole('list', { name: 'All photos' });
    await user.click(within(thumbnails).getByRole('button', { name: 'Show photo 3' }));
    expect(shown()).toHaveAttribute('src', '/files/c.png');
    expect(within(thumbnails).getByRole('button', { name: 'Show photo 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(thumbnails).getByRole('button', { name: 'Show photo 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the photo full screen in a labelled dialog', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} name="Volvo V70" />);
    await user.click(screen.getByRole('button', { name: 'Open photo 1 in full screen' }));
    const dialog = screen.getByRole('dialog', { name: 'Volvo V70: photo 1 of 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Volvo V70: photo 2 of 3' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shown()).toHaveAttribute('src', '/files/b.png');
  });

  it('has no turn buttons or thumbnails for a single photo', () => {
    render(<Gallery images={['/files/a.png']} name="Volvo V70" />);
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an empty state without photos', () => {
    render(<Gallery images={[]} name="Volvo V70" />);
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
