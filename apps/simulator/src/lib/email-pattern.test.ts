import { isEmail } from '@pcharging/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from './errors';
import { resolveRef } from './openapi-schemas';
import { validateRequestBody } from './validate-request';

const pattern = new RegExp(String(resolveRef({ $ref: '#/components/schemas/Email' })?.pattern), 'u');
/** An empty optional field means "not set": the server's e-mail format takes it, and so does the pattern. */
const serverTakes = (text: string) => text === '' || isEmail(text);

describe("the document's e-mail pattern is the server's e-mail rule", () => {
  it('agrees with it on addresses drawn from the characters that decide it', () => {
    const characters = fc.constantFrom(...'ab.@[]1290-_ é"\\,;:<>()xZ'.split(''));
    const texts = [
      ...fc.sample(fc.string({ unit: characters, maxLength: 14 }), { numRuns: 20_000, seed: 1 }),
      ...fc.sample(
        fc
          .tuple(fc.string({ unit: characters, maxLength: 6 }), fc.constantFrom('@a.bc', '@[1.2.3.4]', '@x-y.com'))
          .map(([local, host]) => local + host),
        { numRuns: 5_000, seed: 2 },
      ),
      ...['a@b.co', 'a..b@c.de', '.a@b.co', 'a@[256.1.1.1]', 'a@[001.2.3.4]', 'a@b', 'a@-c.de', 'a@c-.de', ''],
    ];
    expect(texts.filter((text) => pattern.test(text) !== serverTakes(text))).toEqual([]);
  });

  it('is what the server refuses with 1001 naming the field', () => {
    let refused: unknown;
    try {
      validateRequestBody(
        'createRfidAccount',
        { fields: {}, groups: { params: { account: 'kim', name: 'Kim', email: 'kim@localhost' } } },
        'en',
      );
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect((refused as InvalidInputError).issues).toContainEqual({
      field: 'email',
      message: 'Invalid e-mail (name@domain.tld)',
    });
  });
});
