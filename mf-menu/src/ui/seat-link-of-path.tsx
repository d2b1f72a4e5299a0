import { useParams, useSearchParams } from 'react-router-dom';
import { PageGate } from 'shared-contracts';
import { SeatLinkGate } from '../model/seat-link.ts';

/** Opens the seat link's gate with the branch, code and key of the address; another link opens it again. */
export function SeatLinkOfPath() {
  const { supplier: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <PageGate
      gate={SeatLinkGate}
      props={{ slug, code: searchParams.get('mesa'), key: searchParams.get('k') }}
    />
  );
}
