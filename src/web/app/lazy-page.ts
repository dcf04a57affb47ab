import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

export type Lazy = NonNullable<RouteObject['lazy']>;

/** A route's screen in a chunk of its own: the module `load` imports, and its component `name`. */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): Lazy {
  return () => load().then((module) => ({ Component: module[name] }));
}
