import { initialPrivacyState, type PrivacyState } from './slice';

export const selectPrivacy = (s: { privacy?: PrivacyState }): PrivacyState => s.privacy ?? initialPrivacyState;
export const selectSelectedRequest = (s: { privacy?: PrivacyState }) => {
  const p = selectPrivacy(s);
  return p.items.find((x) => x.id === p.selectedId) ?? null;
};
