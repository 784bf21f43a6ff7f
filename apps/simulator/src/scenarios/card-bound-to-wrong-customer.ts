import { tables } from '@pcharging/db';
import { and, asc, eq, isNotNull, ne, notInArray } from 'drizzle-orm';
import { bindCard, unbindCard } from '../domain/rfid/card-binding';
import { type Scenario, ScenarioUnavailableError } from './scenario';

const { rfidCards, customers } = tables;

/**
 * Cards have no holder field, so the holder is named in the briefing: the card is moved from its holder to a
 * customer with another name and no card, as a mistyped bind would do (both are e-mailed, as then).
 */
export const cardBoundToWrongCustomer: Scenario = {
  name: 'card-bound-to-wrong-customer',
  title: 'Card bound to the wrong customer',
  description: "An RFID card is bound to a customer whose name is not the card holder's; unbind it and bind it right.",
  load(domain) {
    const { db } = domain;
    const card = db
      .select({ id: rfidCards.id, cardNo: rfidCards.cardNo, holderId: customers.id, holder: customers.name })
      .from(rfidCards)
      .innerJoin(customers, eq(customers.id, rfidCards.customerId))
      .where(and(isNotNull(rfidCards.customerId), eq(rfidCards.status, 1)))
      .orderBy(asc(rfidCards.id))
      .limit(1)
      .get();
    if (!card) throw new ScenarioUnavailableError('no bound card');
    const holders = db.select({ id: rfidCards.customerId }).from(rfidCards).where(isNotNull(rfidCards.customerId));
    const wrong = db
      .select({ id: customers.id, name: customers.name, account: customers.account })
      .from(customers)
      .where(and(ne(customers.name, card.holder), notInArray(customers.id, holders), eq(customers.status, 1)))
      .orderBy(asc(customers.id))
      .limit(1)
      .get();
    if (!wrong) throw new ScenarioUnavailableError('no customer without a card');
    unbindCard(domain, card.id);
    bindCard(domain, card.id, wrong.account);
    return {
      task: `Card ${card.cardNo} belongs to ${card.holder}, but it is bound to ${wrong.name} (${wrong.account}). Unbind it and bind it to ${card.holder}.`,
      details: {
        cardNo: card.cardNo,
        holderName: card.holder,
        holderCustomerId: card.holderId,
        boundCustomerId: wrong.id,
        boundCustomerName: wrong.name,
      },
    };
  },
};
