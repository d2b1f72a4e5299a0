import { Suspense, type ReactNode } from 'react';
import { Loader } from '../frame/loader/loader.tsx';
import { isFulfilled } from './remote-source.ts';

/**
 * A screen that waits for `load` (a remote's module, a page's chunk): as it is once the load has its
 * value, else inside a Suspense boundary that shows the loader. One already loaded (the first route, on
 * the server and at hydration) renders without a boundary: React hydrates a boundary in a later pass,
 * after the shell has applied the diner's stored state (the cart), and the boundary's HTML would no
 * longer match it.
 */
export function LoadBoundary({ load, children }: { load: Promise<unknown>; children: ReactNode }) {
  return isFulfilled(load) ? children : <Suspense fallback={<Loader />}>{children}</Suspense>;
}
