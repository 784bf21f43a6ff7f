import type { AppDatabase } from '@pcharging/db';
import { insertOutboxEmail } from '../../data/notices/outbox-writes';

/** The e-mails card changes send; written to the outbox in the same transaction as the change. */
export const NoticeKind = {
  CardBound: 'rfid_bound',
  CardUnbound: 'rfid_unbound',
  ConsentRequest: 'account_consent',
} as const;

interface Recipient {
  account: string;
  name: string;
  email: string;
}

function write(db: AppDatabase, to: Recipient, kind: string, subject: string, body: string, at: number): void {
  // A customer without an address cannot be told; the change itself still stands.
  if (!to.email) return;
  insertOutboxEmail(db, { toAddress: to.email, kind, subject, body, createdAt: at });
}

export function sendCardBoundNotice(db: AppDatabase, to: Recipient, cardNo: string, at: number): void {
  write(
    db,
    to,
    NoticeKind.CardBound,
    `Your RFID card ${cardNo} is now linked to your account`,
    [
      `Hello ${to.name},`,
      '',
      `The RFID card ${cardNo} is now linked to your charging account "${to.account}".`,
      'Charging sessions started with this card are billed to your account.',
      '',
      'If you did not ask for this, please contact customer support.',
    ].join('\n'),
    at,
  );
}

export function sendCardUnboundNotice(db: AppDatabase, to: Recipient, cardNo: string, at: number): void {
  write(
    db,
    to,
    NoticeKind.CardUnbound,
    `Your RFID card ${cardNo} is no longer linked to your account`,
    [
      `Hello ${to.name},`,
      '',
      `The RFID card ${cardNo} has been unlinked from your charging account "${to.account}".`,
      'It can no longer start charging sessions billed to you.',
      '',
      'If you did not ask for this, please contact customer support.',
    ].join('\n'),
    at,
  );
}

export function sendConsentRequest(db: AppDatabase, to: Recipient, cardNo: string, at: number): void {
  write(
    db,
    to,
    NoticeKind.ConsentRequest,
    'Please confirm your charging account',
    [
      `Hello ${to.name},`,
      '',
      `Our staff created the charging account "${to.account}" for you and linked your RFID card ${cardNo} to it.`,
      'Please confirm that you agree to this account and to the processing of your data.',
      'Until you do, the account stays pending.',
    ].join('\n'),
    at,
  );
}
