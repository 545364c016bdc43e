import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { NumberField } from '../../../src/ui/fields/NumberField';
import { PostalCodeField } from '../../../src/ui/fields/PostalCodeField';

function Harness({ optional }: { optional?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <NumberField label="Kilometers" value={value} onChange={setValue} optional={optional} />
      <output aria-label="value">{value}</output>
    </>
  );
}

describe('NumberField', () => {
  it('is required unless optional and uses the numeric keyboard', () => {
    const { unmount } = render(<Harness />);
    const input = screen.getByLabelText(/Kilometers/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    unmount();
    render(<Harness optional />);
    expect(screen.getByLabelText(/Kilometers/)).not.toBeRequired();
  });

  it('blocks e, E, +, -, . and , and keeps the value digits only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText(/Kilometers/);
    await user.type(input, '1e2E3+4-5.6,7');
    expect(input).toHaveValue('1234567');
    expect(screen.getByLabelText('value')).toHaveTextContent('1234567');
    expect(screen.getByText('Digits only: letters and signs are left out')).toHaveAttribute('role', 'status');
  });

  it('says why in Norwegian too, until the field is left', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('no');
    render(<Harness />);
    const input = screen.getByLabelText(/Kilometers/);
    await user.type(input, '1a');
    expect(screen.getByText('Bare sifre: bokstaver og tegn tas ikke med')).toHaveAttribute('role', 'status');
    await user.type(input, '2');
    expect(input).toHaveValue('12');
    expect(screen.getByText(/Bare sifre/)).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText(/Bare sifre/)).not.toBeInTheDocument();
  });

  it('blocks paste', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText(/Kilometers/);
    await user.click(input);
    await user.paste('12345');
    expect(input).toHaveValue('');
    expect(screen.getByText('Pasting is not possible here: type the number')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('drops anything that is not a digit even when it arrives without a key press', () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Kilometers/);
    fireEvent.change(input, { target: { value: '-12.5' } });
    expect(input).toHaveValue('125');
  });

  it('does not let the mouse wheel change the value', () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Kilometers/);
    fireEvent.change(input, { target: { value: '100' } });
    input.focus();
    fireEvent.wheel(input, { deltaY: 100 });
    expect(input).toHaveValue('100');
    expect(input).not.toHaveFocus();
  });
});

describe('PostalCodeField', () => {
  it('keeps what was typed: a postal code abroad has letters, and the form says what does not fit', async () => {
    const user = userEvent.setup();
    function PostalHarness() {
      const [value, setValue] = useState('');
      return <PostalCodeField label="Postal code" value={value} onChange={setValue} />;
    }
    render(<PostalHarness />);
    const input = screen.getByLabelText('Postal code');
    await user.type(input, 'SW1A 1AA');
    expect(input).toHaveValue('SW1A 1AA');
  });
});
