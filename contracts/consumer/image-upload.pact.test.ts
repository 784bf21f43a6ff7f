import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { uploadImage } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { executeSettled } from './execute-settled';
import {
  clientFor,
  errorAnswer,
  MESSAGES,
  type RecordedUpload,
  rejection,
  SIGNED_IN_ADMIN,
  SIGNED_IN_AUDITOR,
  TOKENS,
  uploadPact,
} from './support';

const { integer, like, regex, string } = MatchersV3;

// A 1×1 PNG, sent as the station form sends a logo.
const LOGO_FILE = join(import.meta.dirname, 'fixtures', 'logo.png');
const IMAGE_UPLOAD: RecordedUpload = {
  path: '/base/upload_image',
  file: LOGO_FILE,
  mime: 'image/png',
  boundary: 'pact-image-upload-boundary',
};

const logo = () => new File([readFileSync(LOGO_FILE)], 'logo.png', { type: 'image/png' });

describe('image upload', () => {
  it('uploads a PNG and receives where it is served', async () => {
    const pact = uploadPact(IMAGE_UPLOAD, 'a PNG image uploaded', SIGNED_IN_ADMIN, TOKENS.admin, {
      code: 200,
      msg: string('Uploaded successfully'),
      data: like({
        rel_path: regex(/^[0-9a-f]{32}\.png$/, '0123456789abcdef0123456789abcdef.png'),
        url: regex(/^\/uploads\/[0-9a-f]{32}\.png$/, '/uploads/0123456789abcdef0123456789abcdef.png'),
        name: string('logo.png'),
        size: integer(69),
        mime: regex(/^image\/png$/, 'image/png'),
        created_at: string('2026-01-15T09:00:00.000Z'),
      }),
    });
    await executeSettled(pact, async (mock) => {
      const stored = await uploadImage(clientFor(mock.url, { token: TOKENS.admin }), {
        file: logo(),
      });
      expect(stored.url).toBe(`/uploads/${stored.rel_path}`);
    });
  });

  it('refuses the read-only auditor an upload', async () => {
    const pact = uploadPact(
      IMAGE_UPLOAD,
      'a PNG image uploaded by the read-only auditor',
      SIGNED_IN_AUDITOR,
      TOKENS.auditor,
      errorAnswer(403, MESSAGES.forbidden),
    );
    await executeSettled(pact, async (mock) => {
      const error = await rejection(uploadImage(clientFor(mock.url, { token: TOKENS.auditor }), { file: logo() }));
      expect(error?.code).toBe(403);
    });
  });
});
