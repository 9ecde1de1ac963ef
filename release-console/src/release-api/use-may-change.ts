import { useGetTokenQuery } from './get-token';
import type { PackageName } from 'releases/package-names';

/** Whether the signed-in token may change a package: the console offers actions on those only. */
export function useMayChange(): (name: PackageName) => boolean {
  const { data } = useGetTokenQuery();
  return (name) => data?.packages.includes(name) ?? false;
}
