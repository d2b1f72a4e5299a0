/**
 * The request scope's data path: shared-contracts' server handlers (this deployment's API, the
 * scope's own headers, nothing cached across requests or instances), watched for failures.
 */
import { serverDataHandlers } from 'shared-contracts';
import { REQUEST_ID_HEADER } from 'shared-contracts/schemas';

type Handlers = ReturnType<typeof serverDataHandlers>;

export interface ServerData {
  handlers: Handlers;
  /** Whether a load failed: the page is then rendered in the browser, which shows its own retry. */
  failed: () => boolean;
}

/** `requestId`: the page request's id, sent with every call so the API logs them under it. */
export function serverData(requestId?: string): ServerData {
  let failed = false;
  const watched =
    <Call extends { headers: Record<string, string> }, Done>(handler: (call: Call) => Promise<Done>) =>
    async (call: Call): Promise<Done> => {
      try {
        return await handler(
          requestId ? { ...call, headers: { ...call.headers, [REQUEST_ID_HEADER]: requestId } } : call,
        );
      } catch (error) {
        failed = true;
        throw error;
      }
    };
  const [[menuFx, menu], [branchFx, branch]] = serverDataHandlers();
  return {
    handlers: [
      [menuFx, watched(menu)],
      [branchFx, watched(branch)],
    ],
    failed: () => failed,
  };
}
