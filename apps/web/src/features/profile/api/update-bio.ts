import type { ProfileResponse } from '@dengue/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { profileQuery } from './profile-query';

interface BioAnswer {
  message: string;
  bio: string;
}

/** PATCH accounts/{id}/bio (own account only); the stored bio replaces the cached one. */
export const updateBio = (accountId: string, bio: string) =>
  apiFetch<BioAnswer>(`accounts/${encodeURIComponent(accountId)}/bio`, { method: 'PATCH', json: { bio } });

export function useUpdateBio(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bio: string) => updateBio(accountId, bio),
    onSuccess: (answer) => {
      client.setQueryData<ProfileResponse>(
        profileQuery(accountId).queryKey,
        (profile) => profile && { ...profile, account: { ...profile.account, bio: answer.bio } },
      );
    },
  });
}
