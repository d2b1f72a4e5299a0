import type { Gate } from 'effector-react';
import { useParams } from 'react-router-dom';
import { PageGate } from 'shared-contracts';
import type { BranchPageProps } from '../model/branch-screen.ts';

/** Opens a branch page's gate with the branch of the path: another branch opens it again, as a fresh visit. */
export function BranchGate({ gate }: { gate: Gate<BranchPageProps> }) {
  const { branch = '' } = useParams();
  return <PageGate gate={gate} props={{ branch }} />;
}
