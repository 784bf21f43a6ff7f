/** A word read from the database as the wire names it: one of the document's `words` (a generated list), else `fallback`. */
export function storedWord<W extends string, F>(words: readonly W[], stored: string | null, fallback: F): W | F {
  return words.find((word) => word === stored) ?? fallback;
}
