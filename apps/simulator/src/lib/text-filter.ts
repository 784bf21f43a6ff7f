/** A text filter as sent, trimmed; blank means not set. */
export function textFilter(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
