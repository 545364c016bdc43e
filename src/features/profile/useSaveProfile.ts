import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { updateUser, userQuery, type User } from '../../api/users';
import type { ProfilePanelValues } from './ProfilePanel';
import { toUserUpdate } from './profileValues';

/** The panel's onSave: PUT /api/v1/users, then the answer (the updated user) replaces the cached one. */
export function useSaveProfile(user: User): (values: ProfilePanelValues) => Promise<User> {
  const queryClient = useQueryClient();
  return useCallback(
    async (values: ProfilePanelValues) => {
      const update = toUserUpdate(user, values);
      if (update === null) throw new Error(`Profiles of role ${user.role} cannot be changed here`);
      const updated = await updateUser(update);
      queryClient.setQueryData(userQuery(user.id).queryKey, updated);
      return updated;
    },
    [queryClient, user],
  );
}
