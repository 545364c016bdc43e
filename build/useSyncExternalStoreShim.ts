/**
 * What `use-sync-external-store/shim` becomes in a build (vite.config.ts): React's own hook. The
 * shim exists for React before 18; on React 19 it only adds its fallback's bytes to the landing
 * page's JS (react-i18next imports it). Its package says to use React's hook on React 18 and later.
 */
export { useSyncExternalStore } from 'react';
