import { useUnit } from 'effector-react';
import { Navigate, useLocation } from 'react-router-dom';
import { $instance } from 'shared-contracts';
import { NotFoundPage } from './pages.tsx';
import { redirectTarget } from './redirect-target.ts';

/**
 * The redirect paths (`/{supplier}/md`, `/{supplier}/delivery`) reached by an in-app navigation or a
 * client-rendered page; the shell's server answers them with a 302 before any render.
 */
export function RedirectPage() {
  const { pathname, search } = useLocation();
  const instance = useUnit($instance);
  const target = redirectTarget(pathname, search, instance);
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}
