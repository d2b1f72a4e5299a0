import type { ComponentType } from 'react';
import { ConsoleBar } from './console-bar.tsx';

/** A console screen under the console's top bar (the shell draws none of the diner's frame here). */
export function withConsoleBar(Screen: ComponentType): ComponentType {
  function ConsoleScreen() {
    return (
      <>
        <ConsoleBar />
        <Screen />
      </>
    );
  }
  ConsoleScreen.displayName = `WithConsoleBar(${Screen.displayName ?? Screen.name})`;
  return ConsoleScreen;
}
