import { Outlet } from 'react-router-dom';
import { CustomStyle } from '../custom-style/custom-style.tsx';

/** The staff console's frame: the console draws its own top bar; nothing of the diner's frame shows. */
export function ConsoleFrame() {
  return (
    <div className="mesa-frame mesa-frame--console" data-frame="console">
      <CustomStyle />
      <main id="main" className="mesa-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
