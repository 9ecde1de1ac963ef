/** Messages show once a visitor has been to a field (or chosen a file), never on first sight. */
export function visibleError(meta: { touched: boolean; error?: string }): string | undefined {
  return meta.touched ? meta.error : undefined;
}
