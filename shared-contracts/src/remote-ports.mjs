// Plain JavaScript so the Node scripts (scripts/apps.mjs) read the same table as the TypeScript code.
/** Default ports, kept stable (tests and scripts rely on them); each app can be moved with its PORT variable. */
export const REMOTE_PORTS = Object.freeze({
  shell: 5173,
  landing: 5174,
  menu: 5175,
  checkout: 5176,
  booking: 5177,
  delivery: 5178,
  staff: 5179,
});
