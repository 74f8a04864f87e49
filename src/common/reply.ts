/** Returned by a controller when the envelope needs a message beside the data: `{ success: true, message, data }`. */
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly message?: string,
    readonly success = true,
  ) {}
  /** `{ success: false, message }` with status 200: a lookup that found nothing, which is not an error. */
  static fail(message: string): Reply<null> {
    return new Reply(null, message, false);
  }
  static ok<T>(data: T, message?: string): Reply<T> {
    return new Reply(data, message);
  }
}
