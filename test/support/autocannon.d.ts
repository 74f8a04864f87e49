// The few autocannon options and results the three-instance test uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    resets?: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** The running instance: a promise of the result that also reports each failed request. */
  interface Instance extends Promise<Result> {
    on(event: 'reqError', listener: (error: Error) => void): Instance;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
