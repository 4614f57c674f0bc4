import { z } from 'zod';

export const roleSchema = z.enum(['guest', 'paid_user']);
export type Role = z.infer<typeof roleSchema>;

/** `user_data` of GET /extract-user-data/: every field member-area section 3 lists. */
export const userDataSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  website_name: z.string(),
  company_name: z.string(),
  country: z.string(),
  role: roleSchema,
  email_verified: z.boolean(),
  paid: z.boolean(),
  iswebinarformfilled: z.boolean(),
  is_staff: z.boolean(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const extractUserDataResponseSchema = z.object({
  status: z.literal('success'),
  user_data: userDataSchema,
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
