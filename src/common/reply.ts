/** Returned by a controller when the envelope needs a message beside the data: `{ success: true, message, data }`. */
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly message?: string,
  ) {}
  static ok<T>(data: T, message?: string): Reply<T> {
    return new Reply(data, message);
  }
}
