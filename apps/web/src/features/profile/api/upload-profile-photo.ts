import type { ProfileResponse } from '@dengue/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { profileQuery } from './profile-query';

interface PhotoAnswer {
  message: string;
  profilePhotoUrl?: string;
  user?: { profilePhotoUrl?: string };
}

/** POST accounts/profile-photo (multipart: email, profilePhoto), as resident section 7 shows it. */
export async function uploadProfilePhoto(email: string, photo: File): Promise<string> {
  const form = new FormData();
  form.append('email', email);
  form.append('profilePhoto', photo);
  const answer = await apiFetch<PhotoAnswer>('accounts/profile-photo', { method: 'POST', body: form });
  const url = answer.profilePhotoUrl ?? answer.user?.profilePhotoUrl;
  if (!url) throw new Error('The server did not return the new photo.');
  return url;
}

/** The new photo shows on the profile and, through the stored user, in the top bar's menu. */
export function useUploadProfilePhoto(accountId: string, email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => uploadProfilePhoto(email, photo),
    onSuccess: (url) => {
      client.setQueryData<ProfileResponse>(
        profileQuery(accountId).queryKey,
        (profile) => profile && { ...profile, account: { ...profile.account, profilePhotoUrl: url } },
      );
      sessionStore.updateUser({ profilePhotoUrl: url });
    },
  });
}
