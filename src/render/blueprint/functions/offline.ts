/**
 * Landscaper's functions that need a live cluster or an OCM registry (gotemplate/funcs.go,
 * LandscaperTplFuncMap). Rendering offline they fail, naming themselves.
 */
import type { GoFunc } from '../../../template/gotemplate/value';

export const OFFLINE_FUNCTIONS = [
  // reads the resource's content from the OCM registry
  'getResourceContent',
  // need the target's cluster (targetresolver)
  'getShootAdminKubeconfig',
  'getShootAdminKubeconfigWithExpirationTimestamp',
  'getServiceAccountKubeconfig',
  'getServiceAccountKubeconfigWithExpirationTimestamp',
  'getOidcKubeconfig',
] as const;

export function offlineFunc(name: string): GoFunc {
  return () => {
    throw new Error(`${name}: not available when rendering offline`);
  };
}
