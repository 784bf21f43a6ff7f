import { CARD_NUMBER } from './charger-states';

export type WhitelistProblem =
  | { kind: 'invalid'; card: string }
  | { kind: 'duplicate'; card: string }
  | { kind: 'tooMany' };

/** The first reason the list cannot be saved, checked as the server checks it (cards compared upper-case). */
export function whitelistProblem(cards: readonly string[], maxCards: number): WhitelistProblem | undefined {
  if (cards.length > maxCards) return { kind: 'tooMany' };
  const seen = new Set<string>();
  for (const card of cards) {
    if (!CARD_NUMBER.test(card)) return { kind: 'invalid', card };
    const normal = card.toUpperCase();
    if (seen.has(normal)) return { kind: 'duplicate', card };
    seen.add(normal);
  }
  return undefined;
}
