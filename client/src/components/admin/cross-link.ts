import { useEffect, useSyncExternalStore } from 'react';

/**
 * The public-view / admin-edit cross link (spec 2.8). An admin edit page calls
 * usePublicViewLink(url) and the drawer shows 'View on site'; a public page calls
 * useAdminEditLink(url) and AdminEditLinkButton (in the public layout) shows 'Edit in admin'
 * to a signed-in user. A tiny store so neither side imports the other's code.
 */
type Key = 'publicView' | 'adminEdit';
const links: Record<Key, string | null> = { publicView: null, adminEdit: null };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function useSetLink(key: Key, url: string | null | undefined) {
  useEffect(() => {
    links[key] = url ?? null;
    emit();
    return () => {
      if (links[key] === (url ?? null)) {
        links[key] = null;
        emit();
      }
    };
  }, [key, url]);
}

export const usePublicViewLink = (url: string | null | undefined) => useSetLink('publicView', url);
export const useAdminEditLink = (url: string | null | undefined) => useSetLink('adminEdit', url);
export const useCrossLink = (key: Key) =>
  useSyncExternalStore(
    subscribe,
    () => links[key],
    () => null,
  );
