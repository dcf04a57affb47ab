import { type Context, createContext, useContext } from 'react';

/**
 * A context that has no value outside its provider, and the hook that reads it: the hook throws
 * `<hook> must be used within <provider>` (such as 'an AuthProvider') when called outside.
 */
export function createRequiredContext<T>(
  hookName: string,
  provider: string,
): [Context<T | null>, () => T] {
  const RequiredContext = createContext<T | null>(null);
  const useRequired = (): T => {
    const value = useContext(RequiredContext);
    if (!value) throw new Error(`${hookName} must be used within ${provider}`);
    return value;
  };
  return [RequiredContext, useRequired];
}
