/**
 * Where browsers reach the API when it is not the page's host on port 4000 (a reverse proxy on other
 * ports, or an API domain of its own), set when the server starts rather than baked into the build, so
 * one build serves every layout. `{hostname}` stands for the page's host name: the API then resolves the
 * instance from its own Host header as it does by default.
 */
export function withBrowserApi(template: string, browserApiUrl: string | undefined): string {
  if (!browserApiUrl) return template;
  // JSON, with `<` escaped, cannot close the script element it sits in.
  const value = JSON.stringify(browserApiUrl).replace(/</g, '\\u003c');
  const script = `<script>window.__MESA_API__=${value}.replace('{hostname}',location.hostname)</script>`;
  // First in the head: the boot script that follows reads it before anything else runs.
  return template.replace(/<head>/, () => `<head>${script}`);
}
