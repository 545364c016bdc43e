import { useMutation } from '@tanstack/react-query';
import { render as renderElement, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ProfilePanel,
  type ProfilePanelProps,
  type ProfilePanelValues,
} from '../../../src/features/profile/ProfilePanel';
import type { MergeWith } from '../../../src/ui/form/useMergeOnSave';
import { newAppUnderTest } from '../../support/appUnderTest';
import { InApp } from '../../support/render';

/** The panel with its write made of `onSave`, as a page hands it one (the user, read again, unchanged). */
function Panel({
  onSave,
  ...props
}: Omit<ProfilePanelProps, 'save'> & { onSave?: (values: ProfilePanelValues) => unknown }) {
  const save = useMutation({
    mutationFn: (mergeWith: MergeWith<ProfilePanelValues, ProfilePanelValues>) =>
      Promise.resolve(onSave?.(mergeWith(props.values))),
  });
  return <ProfilePanel {...props} save={onSave ? save : undefined} />;
}

const render = (panel: ReactElement) => renderElement(<InApp app={newAppUnderTest()}>{panel}</InApp>);

const values: ProfilePanelValues = {
  name: 'Siri Selger',
  phoneNumber: '+4791234567',
  email: 'selger@demo.no',
  streetAddress: 'Storgata 1',
  postalLocation: 'Oslo',
  postalCode: '0155',
  country: 'Norge',
  organisationName: 'Nordic Export AS',
  organisationNumber: '987654321',
};

describe('ProfilePanel', () => {
  it('shows the headings and is read-only until Change data', async () => {
    const user = userEvent.setup();
    render(<Panel kind="seller" values={values} onSave={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Organisation' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Street address')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change data' }));
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Street address/)).not.toHaveAttribute('readonly');
    // E-mail is never editable (spec §5).
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
  });

  it('saves the edited values and leaves edit mode', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<Panel kind="seller" values={values} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Change data' }));
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Siri Ny');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...values, name: 'Siri Ny' });
    expect(await screen.findByRole('button', { name: 'Change data' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your details were saved.');
  });

  it('close reverts the edits', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Panel kind="seller" values={values} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Change data' }));
    const phone = screen.getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('+4791234567');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('readonly');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the edits and shows the message when saving fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new Error('Validation error(s): Name cannot be blank; '));
    render(<Panel kind="seller" values={values} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Change data' }));
    const location = screen.getByLabelText(/^Postal location/);
    await user.clear(location);
    await user.type(location, 'Bergen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation error(s): Name cannot be blank;')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Postal location/)).toHaveValue('Bergen');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('requires the editable fields and tells a seller’s postal code with letters, never stripping it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Panel kind="seller" values={values} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Change data' }));
    await user.clear(screen.getByLabelText(/^Name/));
    const postalCode = screen.getByLabelText(/^Postal code/);
    await user.clear(postalCode);
    await user.type(postalCode, '5a0b1c5');
    expect(postalCode).toHaveValue('5a0b1c5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(postalCode).toHaveAccessibleDescription('A Norwegian postal code has 4 digits (for example 0150)');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the organisation for companies, never editable', async () => {
    const user = userEvent.setup();
    render(<Panel kind="company" values={values} onSave={vi.fn()} />);
    const organisation = screen.getByRole('region', { name: 'Organisation' });
    expect(within(organisation).getByLabelText('Organisation name')).toHaveValue('Nordic Export AS');
    await user.click(screen.getByRole('button', { name: 'Change data' }));
    expect(screen.getByLabelText('Organisation name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Organisation number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Country/)).not.toHaveAttribute('readonly');
  });

  it('has no Change data in read-only mode', () => {
    render(<Panel kind="representative" values={values} readOnly="company" />);
    expect(screen.queryByRole('button', { name: 'Change data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Address' })).not.toBeInTheDocument();
    expect(screen.getByText('Only your company can change these details.')).toBeInTheDocument();
  });
});
