import { request } from 'node:http';

export interface ServerPage {
  /** `x-mesa-render`: `server`, or `client` when the shell's server fell back to browser rendering. */
  render: string | undefined;
  html: string;
}

/**
 * The shell server's answer for a page address, asked as the browser asks it (Node does not resolve
 * `*.localhost`, so the request goes to 127.0.0.1 with the instance's `Host`).
 */
export function serverPage(address: string, cookie?: string): Promise<ServerPage> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        headers: { host: url.host, accept: 'text/html', ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => {
          const render = response.headers['x-mesa-render'];
          resolve({ render: Array.isArray(render) ? render[0] : render, html });
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
