import type { Gate } from 'effector-react';
import { useParams } from 'react-router-dom';
import { PageGate, type BookingRef } from 'shared-contracts';

/** Opens a booking page's gate with the link of the path: another id or token opens it again, as a fresh visit. */
export function BookingGate({ gate }: { gate: Gate<BookingRef> }) {
  const { id = '', token = '' } = useParams();
  return <PageGate gate={gate} props={{ id: Number(id), token }} />;
}
