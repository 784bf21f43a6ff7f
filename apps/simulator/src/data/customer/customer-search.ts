import { type SQL, sql } from 'drizzle-orm';

/**
 * A search for a person, as the query's values: `personPhrase` (an FTS5 phrase) finds any part of three characters
 * or more of a customer's account, name, e-mail, phone or card numbers through the trigram table `customer_search`
 * (migration 0034), accents and case aside. The trigram index cannot find a text of one or two characters, and a
 * scan of every customer for it would find a large share of them, so such a text (`personExact`) finds the customer
 * whose account or card number it is.
 */
export interface PersonSearch {
  personPhrase?: string;
  personExact?: string;
}

const TRIGRAM = 3;

export function personSearch(text: string): PersonSearch {
  // Nobody types control characters, and a NUL would end the phrase where SQLite reads it (an FTS5 syntax error).
  const typed = text.replace(/\p{Cc}/gu, '');
  if ([...typed].length < TRIGRAM) return { personExact: text };
  return { personPhrase: `"${typed.replaceAll('"', '""')}"` };
}

export const searchesPerson = (search: PersonSearch): boolean =>
  search.personPhrase !== undefined || search.personExact !== undefined;

/**
 * The ids of the customers the search finds, as a subquery. With `values` the search's texts are bound in the SQL;
 * without, they are the placeholders `personPhrase` or `personExact`, for a statement prepared once per shape.
 */
export function customerIdsFound(search: PersonSearch, values?: 'bound'): SQL {
  const value = (key: keyof PersonSearch) => (values === 'bound' ? sql`${search[key]}` : sql.placeholder(key));
  if (search.personPhrase !== undefined) {
    return sql`select rowid from customer_search where customer_search match ${value('personPhrase')}`;
  }
  return sql`select id from customers where account = ${value('personExact')}
    union all select customer_id from rfid_cards where card_no = upper(${value('personExact')})
      and customer_id is not null`;
}
