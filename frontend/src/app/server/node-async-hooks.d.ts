/**
 * The part of Node's `node:async_hooks` the server bundle uses (app/server/api-context.ts). The site's type-check
 * leaves Node's own types out (tsconfig `types`), so the browser code cannot reach for Node by mistake.
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
