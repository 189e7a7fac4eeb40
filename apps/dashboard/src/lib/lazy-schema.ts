import type { ResponseSchema } from './api-client';

export type WireSchemas = typeof import('./wire-schemas');

let wireSchemas: WireSchemas | undefined;

/** The first script's schemas (wire-schemas.ts), one chunk, fetched once. */
export async function loadWireSchemas(): Promise<WireSchemas> {
  wireSchemas ??= await import('./wire-schemas');
  return wireSchemas;
}

/**
 * The schemas when already loaded, as they are once the login check has answered (it loads them
 * at start): a form then checks its values at once, without waiting a turn.
 */
export function loadedWireSchemas(): WireSchemas | undefined {
  return wireSchemas;
}

/** A response schema loaded on its first use, or earlier on `preload()`. */
export interface LazySchema<T> extends ResponseSchema<T> {
  /** Starts loading now, so a call's answer does not wait for the schema's chunk after it arrives. */
  preload(): void;
}

/**
 * A response schema loaded on its first use. The first script (sign-up, sign-in, the catalogue's
 * shell) makes calls but must not carry zod and the contracts' schemas (issue 28): they come in
 * their own chunk, and are kept for every later call.
 */
export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): LazySchema<T> {
  let loading: Promise<ResponseSchema<T>> | undefined;
  const loaded = () => {
    loading ??= load();
    return loading;
  };
  return {
    preload() {
      // A failed load is reported by the parse that needs it; this one must not be unhandled.
      loaded().catch(() => undefined);
    },
    async parse(data) {
      return (await loaded()).parse(data);
    },
  };
}
