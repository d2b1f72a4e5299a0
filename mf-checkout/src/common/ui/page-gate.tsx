import { useGate, type Gate } from 'effector-react';

/**
 * Opens a page's gate with what its address says, and closes it when the page goes. Keyed by those props:
 * another address under the same page closes it and opens it again, as a fresh visit. Rendered beside the
 * screen, not inside it, so the screen's early returns never close the page.
 */
export function PageGate<Props extends object>({ gate, props }: { gate: Gate<Props>; props: Props }) {
  return <GateOpened key={JSON.stringify(props)} gate={gate} props={props} />;
}

// The props go to the gate whole: spread on an element, one named `key` (the QR link's) would be lost.
function GateOpened<Props extends object>({ gate, props }: { gate: Gate<Props>; props: Props }) {
  useGate(gate, props);
  return null;
}
