/**
 * redux-persist's storage on localStorage, touched only when first used (redux-persist's own
 * `lib/storage` probes localStorage as soon as it is imported, inside the entry's evaluation, and a
 * page's first localStorage access is slow). Private mode or no storage: reads nothing, writes nothing.
 */
export const localStorageEngine = {
  getItem: (key: string): Promise<string | null> =>
    Promise.resolve().then(() => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    }),
  setItem: (key: string, value: string): Promise<void> =>
    Promise.resolve().then(() => {
      try {
        localStorage.setItem(key, value);
      } catch {
        /* private mode or full: the store still holds the state */
      }
    }),
  removeItem: (key: string): Promise<void> =>
    Promise.resolve().then(() => {
      try {
        localStorage.removeItem(key);
      } catch {
        /* nothing stored */
      }
    }),
};
