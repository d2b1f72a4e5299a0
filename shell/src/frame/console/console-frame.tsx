import type { ReactNode } from 'react';
import { CustomStyle } from '../custom-style/custom-style.tsx';

/**
 * The bare frame of the screens the staff run (the console, which draws its own top bar, and the counter's
 * pickup board): nothing of the diner's frame shows around `children`.
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mesa-frame mesa-frame--console" data-frame="console">
      <CustomStyle />
      <main id="main" className="mesa-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
