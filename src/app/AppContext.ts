import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import type { Registry } from './createRegistry';

export interface AppContextValue {
  registry: Registry;
  config: RuntimeConfig;
}

/** The registry and runtime config the assembled app derives its routes, menu and titles from. */
export const AppContext = createContext<AppContextValue | undefined>(undefined);

const useAppContext = (): AppContextValue => {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext is missing: render inside <App>');
  return value;
};

export const useRegistry = (): Registry => useAppContext().registry;

export const useRuntimeConfig = (): RuntimeConfig => useAppContext().config;
