import { ACCEPT } from '@dengue/core';
import { type ChangeEvent, useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { displayText, useT } from '../../../i18n/language-store';
import { getErrorMessage } from '../../../lib/api-error';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { checkPhotoFile } from '../model/profile-photo';
import '../../../i18n/en/profile';

/**
 * The profile photo with 'Change photo' (resident section 5): JPEG, PNG or GIF by content, under 5 MB,
 * checked here with the core rule before the upload; the server's refusal is shown as it says it.
 */
export function PhotoEditor({
  accountId,
  email,
  src,
}: {
  accountId: string;
  email: string;
  src: string | null;
}) {
  const t = useT();
  const upload = useUploadProfilePhoto(accountId, email);
  const [problem, setProblem] = useState<KeyedMessage | string | null>(null);
  const inputId = useId();
  const problemId = useId();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be picked again after a fix elsewhere.
    input.value = '';
    if (!file) return;
    const refusal = await checkPhotoFile(file);
    setProblem(refusal);
    if (refusal) {
      toast.error(displayText(refusal));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('profile.photoUpdated')),
      onError: (error) => {
        const message = getErrorMessage(error, t('profile.photoUpdateFailed'));
        setProblem(message);
        toast.error(message);
      },
    });
  };

  return (
    <div className="flex shrink-0 flex-col items-center gap-2">
      <div className="relative">
        {src ? (
          <img
            src={src}
            alt={t('profile.yourAvatar')}
            data-testid="profile-photo"
            width={112}
            height={112}
            className="size-28 rounded-full object-cover ring-4 ring-white/20"
          />
        ) : (
          <Avatar className="size-28 ring-4 ring-white/20" />
        )}
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/50">
            <Spinner className="size-8" />
          </span>
        )}
      </div>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT.profilePhoto}
        onChange={(event) => void onChange(event)}
        disabled={upload.isPending}
        aria-describedby={problem ? problemId : undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-10 cursor-pointer items-center rounded-full border border-white/60 px-4 text-sm font-semibold text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cta hover:bg-white/10 peer-disabled:cursor-wait"
      >
        {upload.isPending ? t('profile.uploading') : t('profile.changePhoto')}
      </label>
      {problem && (
        // Announced by the toast; kept here so the reason stays in view beside the control.
        <p id={problemId} data-testid="photo-problem" className="max-w-56 text-center text-sm text-red-200">
          {displayText(problem)}
        </p>
      )}
    </div>
  );
}
