import { useQueryClient } from '@tanstack/react-query';
import { updateUser, userQuery, type User } from '../../../api/users';
import { ProfilePanel, type ProfilePanelValues } from '../../../ui/ProfilePanel';
import { Representatives } from './Representatives';
import styles from './CompanyProfile.module.css';

function panelValues(user: User): ProfilePanelValues {
  return {
    name: user.name,
    phoneNumber: user.phoneNumber,
    email: user.email,
    streetAddress: user.address?.streetAddress ?? '',
    postalLocation: user.address?.postalLocation ?? '',
    postalCode: user.address?.postalCode ?? '',
    country: user.address?.country ?? '',
    organisationName: user.organisationName ?? '',
    organisationNumber: user.organisationNumber ?? '',
  };
}

/**
 * The buyer company's profile (spec §2, §6): its own details (name, phone and address editable;
 * e-mail and organisation never), its representatives, and the account actions.
 */
export function CompanyProfile({ user }: { user: User }) {
  const queryClient = useQueryClient();

  const save = async (values: ProfilePanelValues) => {
    // The backend requires e-mail and the organisation fields but ignores them (contract §4.6): send the stored ones.
    const updated = await updateUser({
      role: 'BUYER_COMPANY',
      id: user.id,
      name: values.name.trim(),
      phoneNumber: values.phoneNumber.trim(),
      email: user.email,
      organisationName: user.organisationName ?? '',
      organisationNumber: user.organisationNumber ?? '',
      address: {
        streetAddress: values.streetAddress.trim(),
        postalLocation: values.postalLocation.trim(),
        postalCode: values.postalCode,
        country: values.country.trim(),
      },
    });
    queryClient.setQueryData(userQuery(user.id).queryKey, updated);
  };

  return (
    <div className={styles.profile}>
      <ProfilePanel kind="company" values={panelValues(user)} onSave={save} />
      <Representatives company={user} />
    </div>
  );
}
