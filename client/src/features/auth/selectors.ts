import { type AccountState, initialAccountState } from './account-slice';
import { initialUsersState, type UsersState } from './users-slice';

export const selectUsers = (s: { users?: UsersState }): UsersState => s.users ?? initialUsersState;
export const selectAccount = (s: { account?: AccountState }): AccountState => s.account ?? initialAccountState;
