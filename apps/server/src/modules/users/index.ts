/** The owner of the `users` table: the only module that writes it (owner.test.ts keeps it so). */
export {
  createUser,
  markEmailVerified,
  type NewUser,
  type ProfileFields,
  setMembership,
  setPasswordHash,
  setPrimaryEmail,
  setProfile,
  setStaffByEmail,
  setUsername,
} from './writes.ts';
