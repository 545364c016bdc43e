import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUser, userQuery, type User } from '../../api/users';
import type { ProfilePanelValues } from './profileSchema';
import { toUserUpdate } from './profileValues';
import { useHttp } from '../../api/http';

/** The panel's write: PUT /api/v1/users, then the answer (the updated user) replaces the cached one. */
export function useSaveProfile(user: User) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfilePanelValues) => {
      const update = toUserUpdate(user, values);
      if (update === null) throw new Error(`Profiles of role ${user.role} cannot be changed here`);
      return updateUser(http, update);
    },
    onSuccess: (updated) => queryClient.setQueryData(userQuery(http, user.id).queryKey, updated),
  });
}
