import { z } from 'zod';

/** Paging of the account lists, shared by the profile routes and the superadmin's account management. */
export const paging = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};
export const pagination = z.object({
  totalItems: z.number(),
  hasMore: z.boolean(),
  page: z.number(),
  limit: z.number(),
});
export const messageResponse = z.object({ message: z.string() });
