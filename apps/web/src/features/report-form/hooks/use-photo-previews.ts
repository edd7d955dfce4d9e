import { useEffect, useState } from 'react';

/** Object URLs for the chosen photos, revoked when the photos change or the form closes. */
export function usePhotoPreviews(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const next = files.map((file) => URL.createObjectURL(file));
    setUrls(next);
    return () => {
      for (const url of next) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}
