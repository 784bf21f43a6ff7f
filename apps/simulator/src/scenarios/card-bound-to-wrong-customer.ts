import { cardHolderOf, customerWithoutCard, firstBoundCard } from '../data/training/scenario-queries';
import { bindCard, unbindCard } from '../domain/rfid/card-binding';
import { numberDetail, type Scenario, ScenarioUnavailableError, scenarioTexts, textDetail } from './scenario';
import { findingsOf, nothingDeleted } from './scenario-network';

const finding = findingsOf('card-bound-to-wrong-customer');

/**
 * Cards have no holder field, so the holder is named in the briefing: the card is moved from its holder to a
 * customer with another name and no card, as a mistyped bind would do (both are e-mailed, as then).
 */
export const cardBoundToWrongCustomer: Scenario = {
  ...scenarioTexts('card-bound-to-wrong-customer'),
  load(domain) {
    const card = firstBoundCard(domain.db);
    if (!card) throw new ScenarioUnavailableError('no bound card');
    const wrong = customerWithoutCard(domain.db, card.holder);
    if (!wrong) throw new ScenarioUnavailableError('no customer without a card');
    unbindCard(domain, card.id);
    bindCard(domain, card.id, wrong.account);
    return {
      cardNo: card.cardNo,
      holderName: card.holder,
      holderCustomerId: card.holderId,
      boundCustomerId: wrong.id,
      boundCustomerName: wrong.name,
      boundAccount: wrong.account,
    };
  },
  check(network, details) {
    const holderId = cardHolderOf(network.db, textDetail(details, 'cardNo'));
    const rightHolder = holderId === numberDetail(details, 'holderCustomerId');
    return [
      finding('card-with-holder', rightHolder, {
        cardNo: textDetail(details, 'cardNo'),
        holderName: textDetail(details, 'holderName'),
      }),
      nothingDeleted(network),
    ];
  },
};
