import type { DirectoryState } from './slice';
import { initialDirectoryState } from './slice';

type WithDirectory = { directory?: DirectoryState };
export const selectDirectory = (s: WithDirectory): DirectoryState => s.directory ?? initialDirectoryState;
