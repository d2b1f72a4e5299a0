export interface SingletonReport {
  owner: string;
  react: object;
  effector: object;
}

declare global {
  interface Window {
    __MESA_SINGLETONS__?: SingletonReport[];
  }
}

/**
 * Records the React and effector a bundle actually got (pass `React.Component` and `effector.createStore`:
 * a namespace object differs per bundle even when the module behind it is shared), so the e2e suite can prove in the page
 * that the shell and every remote share one copy (a duplicated singleton breaks hooks and stores silently).
 */
export function reportSingletons(owner: string, refs: { react: object; effector: object }): void {
  if (typeof window === 'undefined') return;
  window.__MESA_SINGLETONS__ ??= [];
  window.__MESA_SINGLETONS__.push({ owner, ...refs });
}
