import type { components } from '@pcharging/api-client';
import { AccountStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { insertCustomer } from '../../data/customer/customer-writes';
import { setCardHolder } from '../../data/rfid/card-writes';
import { findCustomerByAccount, findRfidCard, type RfidCardRecord } from '../../data/rfid/rfid-queries';
import { BusinessError, duplicateName, found } from '../../lib/errors';
import type { Domain } from '../domain';
import { sendCardBoundNotice, sendCardUnboundNotice, sendConsentRequest } from './card-notices';

/** A card belongs to one account at a time: the holder must unbind it before anyone else gets it. */
function assertUnbound(card: RfidCardRecord): void {
  if (card.customerId !== null) {
    throw new BusinessError(ErrorCode.Conflict, 'cardAlreadyBound', { title: card.account ?? '' });
  }
}

/** Binds a free card to an enabled customer's account, who is e-mailed about it. */
export function bindCard(domain: Domain, id: number, account: string): void {
  const card = found(findRfidCard(domain.db, id));
  assertUnbound(card);
  const holder = findCustomerByAccount(domain.db, account.trim());
  if (holder?.status !== AccountStatus.Enabled) throw new BusinessError(ErrorCode.InvalidInput, 'accountInvalid');
  const now = domain.clock.now();
  domain.db.transaction(() => {
    setCardHolder(domain.db, id, holder.id, now);
    sendCardBoundNotice(domain.db, holder, card.cardNo, now);
  });
}

/** Frees a bound card; its former holder is e-mailed about it. */
export function unbindCard(domain: Domain, id: number): void {
  const card = found(findRfidCard(domain.db, id));
  if (card.customerId === null) throw new BusinessError(ErrorCode.InvalidState, 'cardNotBound');
  const holder = { account: card.account ?? '', name: card.customerName ?? '', email: card.customerEmail ?? '' };
  const now = domain.clock.now();
  domain.db.transaction(() => {
    setCardHolder(domain.db, id, null, now);
    sendCardUnboundNotice(domain.db, holder, card.cardNo, now);
  });
}

/**
 * Opens a customer account for the holder of a free card and binds the card to it; the holder is asked by
 * e-mail for consent.
 */
export function createAccountForCard(
  domain: Domain,
  id: number,
  input: Omit<components['schemas']['RfidAccountParams'], 'id'>,
): void {
  const card = found(findRfidCard(domain.db, id));
  assertUnbound(card);
  const account = input.account.trim();
  if (findCustomerByAccount(domain.db, account)) throw duplicateName(account);
  const holder = { account, name: input.name.trim(), email: input.email.trim() };
  const now = domain.clock.now();
  domain.db.transaction(() => {
    const customerId = insertCustomer(domain.db, { ...holder, phone: input.phone?.trim() ?? '', consent: 0 }, now);
    setCardHolder(domain.db, id, customerId, now);
    sendConsentRequest(domain.db, holder, card.cardNo, now);
  });
}
