import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { ADMIN_POSTS_KEY } from '../api/admin-posts';

/**
 * Runs one post call with the spec's toasts (admin section 8: the server's message where the spec says so,
 * else the fixed text), then refreshes the console's post lists and the public Buzzline.
 */
export function usePostAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run(
    call: () => Promise<unknown>,
    texts: { success: string; fallback: string; serverMessage: boolean },
  ): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      toast.success(texts.success);
      return true;
    } catch (error) {
      const useServer =
        isApiError(error) && (error.status === 401 || (texts.serverMessage && error.status < 500));
      toast.error(useServer ? (error as Error).message : texts.fallback);
      return false;
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_POSTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['buzzline'] }),
      ]);
    }
  }
  return { busy, run };
}
