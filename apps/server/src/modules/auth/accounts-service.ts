/**
 * The accounts as the other modules read them (passwords, activation, sign-up, investors): they go
 * through this file, never through auth's repository, so the auth module may change its storage freely.
 */
export {
  findUserById,
  findUserByUsername,
  normaliseUsername,
  recordSuccessfulSignIn,
  type UserRow,
} from './repository.ts';
