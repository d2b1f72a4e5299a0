/** The diner's profile behind a profile cookie, as the API knows it. */
import { api, type InstanceConfig, type Profile } from 'shared-contracts';
import { REQUEST_ID_HEADER } from 'shared-contracts/schemas';
import type { ProfileCredentials } from './profile-cookie.ts';

/** Null when the API refuses the credentials (or cannot be asked): the page then renders without them. */
export type ProfileSource = (
  credentials: ProfileCredentials,
  config: InstanceConfig,
  requestId?: string,
) => Promise<Profile | null>;

export const apiProfileSource: ProfileSource = async (credentials, config, requestId) => {
  const headers: Record<string, string> = {
    customer_id: String(config.id),
    profileid: String(credentials.id),
    token: credentials.token,
  };
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  try {
    return await api.getProfileStatus(headers);
  } catch {
    return null;
  }
};
