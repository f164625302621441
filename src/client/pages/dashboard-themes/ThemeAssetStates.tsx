// A theme load's states (spec 001 §4.7: pending, loading, error, success): the loader until it answers, the error
// component when it failed, the content with what it loaded otherwise.
import type { ReactNode } from "react";
import { Loader } from "../../../ui/Loader";
import { ErrorPage } from "../ErrorPage";

export interface AssetQuery<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
}

export function ThemeAssetStates<T>({
  query,
  loadingLabel,
  children,
}: {
  query: AssetQuery<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <ErrorPage status={500} error={query.error} />;
  if (query.isPending || query.data === undefined) return <Loader label={loadingLabel} />;
  return <>{children(query.data)}</>;
}
