import type { Gate } from 'effector-react';
import { useParams } from 'react-router-dom';
import type { BranchPageProps } from '../model/branch-screen.ts';

/**
 * Opens a branch page's gate with the branch of the path, and closes it when the page goes. Keyed by the
 * branch: another branch in the path closes the page and opens it again, as a fresh visit.
 */
export function BranchGate({ gate: PageGate }: { gate: Gate<BranchPageProps> }) {
  const { branch = '' } = useParams();
  return <PageGate key={branch} branch={branch} />;
}
