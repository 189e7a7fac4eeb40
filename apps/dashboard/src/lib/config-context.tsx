import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from './runtime-config';

/** What the app runs with when nobody hands in a config (tests): no human check, no billing keys. */
const NO_KEYS: Omit<RuntimeConfig, 'apiUrl'> = { recaptchaSiteKey: '', stripePublishableKey: '' };

const RuntimeConfigContext = createContext<Omit<RuntimeConfig, 'apiUrl'>>(NO_KEYS);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: Omit<RuntimeConfig, 'apiUrl'> | undefined;
  children: ReactNode;
}) {
  return <RuntimeConfigContext.Provider value={config ?? NO_KEYS}>{children}</RuntimeConfigContext.Provider>;
}

/** The public keys from /app-config.js; the API origin lives in the API client instead. */
export function useRuntimeConfig(): Omit<RuntimeConfig, 'apiUrl'> {
  return useContext(RuntimeConfigContext);
}
