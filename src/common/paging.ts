/** The paging part of a list request (`start`, `length`), as the spec names it. */
export interface PageRequest {
  start?: number | null;
  length?: number | null;
}

export interface PageWindow {
  start: number;
  length: number;
}

export const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/**
 * The rows a list request asks for, made safe: whole numbers, start ≥ 0, 1 ≤ length ≤ maxLength, and
 * defaultLength when no length is asked. The DTOs already refuse bad values; this guards internal callers.
 */
export function pageWindow(req: PageRequest, limits: { defaultLength: number; maxLength: number }): PageWindow {
  return {
    start: Math.max(0, Math.floor(req.start ?? 0)),
    length: clamp(Math.floor(req.length ?? limits.defaultLength), 1, limits.maxLength),
  };
}
