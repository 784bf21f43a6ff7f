import { cardHolderOf, customerWithoutCard, firstBoundCard } from '../data/training/scenario-queries';
import { bindCard, unbindCard } from '../domain/rfid/card-binding';
import { numberDetail, type Scenario, ScenarioUnavailableError, textDetail } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

/**
 * Cards have no holder field, so the holder is named in the briefing: the card is moved from its holder to a
 * customer with another name and no card, as a mistyped bind would do (both are e-mailed, as then).
 */
export const cardBoundToWrongCustomer: Scenario = {
  name: 'card-bound-to-wrong-customer',
  title: {
    en: 'Card bound to the wrong customer',
    fr: 'Carte liée au mauvais client',
    'zh-cn': '卡绑定到了错误的客户',
  },
  description: {
    en: "An RFID card is bound to a customer whose name is not the card holder's; unbind it and bind it right.",
    fr: 'Une carte RFID est liée à un client qui n’en est pas le titulaire ; il faut la délier et la lier correctement.',
    'zh-cn': '一张 RFID 卡绑定到了非持卡人的客户名下，需要解绑并重新正确绑定。',
  },
  task: {
    en: 'Card {cardNo} belongs to {holderName}, but it is bound to {boundCustomerName} ({boundAccount}). Unbind it and bind it to {holderName}.',
    fr: 'La carte {cardNo} appartient à {holderName}, mais elle est liée à {boundCustomerName} ({boundAccount}). Déliez-la et liez-la à {holderName}.',
    'zh-cn':
      '卡 {cardNo} 属于 {holderName}，却绑定在 {boundCustomerName}（{boundAccount}）名下。请解绑后将其绑定给 {holderName}。',
  },
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
      finding(
        'card-with-holder',
        rightHolder,
        {
          passed: {
            en: 'Card {cardNo} is bound to {holderName}.',
            fr: 'La carte {cardNo} est liée à {holderName}.',
            'zh-cn': '卡 {cardNo} 已绑定给 {holderName}。',
          },
          failed: {
            en: 'Card {cardNo} is not bound to {holderName} yet.',
            fr: 'La carte {cardNo} n’est pas encore liée à {holderName}.',
            'zh-cn': '卡 {cardNo} 尚未绑定给 {holderName}。',
          },
        },
        { cardNo: textDetail(details, 'cardNo'), holderName: textDetail(details, 'holderName') },
      ),
      nothingDeleted(network),
    ];
  },
};
