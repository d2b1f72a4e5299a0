import type { Gate } from 'effector-react';
import { useParams } from 'react-router-dom';
import type { BookingRef } from 'shared-contracts';

/**
 * Opens a booking page's gate with the link of the path, and closes it when the page goes. Keyed by the
 * link: another id or token in the path closes the page and opens it again, as a fresh visit.
 */
export function BookingGate({ gate: PageGate }: { gate: Gate<BookingRef> }) {
  const { id = '', token = '' } = useParams();
  return <PageGate key={`${id}/${token}`} id={Number(id)} token={token} />;
}
