import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchUser, updateUser, userQuery, type User } from '../../api/users';
import type { MergeWith } from '../../ui/form/useMergeOnSave';
import type { ProfilePanelValues } from './profileSchema';
import { profileValuesFromUser, toUserUpdate } from './profileValues';
import { useHttp } from '../../api/http';

/**
 * The panel's write: the user is read again (not from the cache), the panel's edits are merged with
 * it (contract §14.13), PUT /api/v1/users, then the answer (the updated user) replaces the cached one.
 */
export function useSaveProfile(user: User) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mergeWith: MergeWith<ProfilePanelValues, ProfilePanelValues>) => {
      const current = await fetchUser(http, user.id);
      const update = toUserUpdate(current, mergeWith(profileValuesFromUser(current)));
      if (update === null) throw new Error(`Profiles of role ${user.role} cannot be changed here`);
      return updateUser(http, update);
    },
    onSuccess: (updated) => queryClient.setQueryData(userQuery(http, user.id).queryKey, updated),
  });
}
