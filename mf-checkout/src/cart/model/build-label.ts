/** Set at build time (VITE_BUILD_LABEL) so a redeployed remote can be told apart in the page. */
export const BUILD_LABEL: string = import.meta.env.VITE_BUILD_LABEL ?? '';
