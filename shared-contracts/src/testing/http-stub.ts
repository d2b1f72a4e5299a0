import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../api/client.ts';

/**
 * Makes the one axios instance answer every request with `status` and `data` (an error body for 4xx/5xx,
 * as the API sends it) and returns the list of requests it received, for unit tests of API functions.
 */
export async function answerHttp(status: number, data: unknown): Promise<InternalAxiosRequestConfig[]> {
  const sent: InternalAxiosRequestConfig[] = [];
  (await httpClient()).defaults.adapter = async (config) => {
    sent.push(config);
    if (status >= 400) {
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
        status,
        statusText: '',
        data,
        headers: {},
        config,
      });
    }
    return { status, statusText: 'OK', data, headers: {}, config };
  };
  return sent;
}
