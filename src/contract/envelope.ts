/** The one JSON envelope of every API response. */
export type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFailure = { success: false; message: string; errors?: Record<string, string> };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** A page of a list. */
export interface Paged<T> {
  items: T[];
  total: number;
  start: number;
  length: number;
}
