/** The owner of the `users` table: the only module that writes it (owner.test.ts keeps it so). */
export {
  cancelDeletion,
  createUser,
  eraseUserRow,
  markEmailVerified,
  type NewUser,
  type ProfileFields,
  scheduleDeletion,
  setMembership,
  setPasswordHash,
  setPrimaryEmail,
  setProfile,
  setStaffByEmail,
  setUsername,
} from './writes.ts';
