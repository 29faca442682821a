/** The kind of account a user registered (investor or intermediary), for the investors module. */
export { findAccountType } from './repository.ts';
