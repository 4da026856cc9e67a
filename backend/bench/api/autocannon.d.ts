/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Array<{
      path?: string;
      method?: string;
      headers?: Record<string, string>;
      /** Changes each request before it is sent (a fresh query string, a cookie). */
      setupRequest?: (request: RequestSpec) => RequestSpec;
      onResponse?: (status: number, body: string, context: object, headers: Record<string, string>) => void;
    }>;
    headers?: Record<string, string>;
    /** Requests per second from all connections together; unlimited by default. */
    overallRate?: number;
  }
  export interface RequestSpec {
    path: string;
    method?: string;
    headers?: Record<string, string>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
