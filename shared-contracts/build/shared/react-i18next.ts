/**
 * What the page shares as `react-i18next`: only the names the apps import (the hook, and the plugin that
 * hands it our i18next instance). The rest of the package (`Trans`, its HTML parser, the ICU helpers) is
 * most of its 11 KB gzip, and a shared module is built whole. `trimmed-imports.test.ts` checks every
 * import in the workspace against this list.
 */
export { initReactI18next, useTranslation } from 'mesa-unshared:react-i18next';
