import { getFileInfo, uploadImage } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { encodePng } from '@pcharging/seeds';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ABANDONED_UPLOAD_MS } from '../../domain/base/uploads';
import { createHarness, type Harness, rejection, signIn } from '../../testing/harness';
import { MAX_IMAGE_MEGABYTES } from './image-upload';

let harness: Harness;
beforeEach(async () => {
  harness = await createHarness();
});
afterEach(() => harness.close());

const png = () => new Uint8Array(encodePng(2, 2, new Uint8Array(12).fill(200)));
// A JPEG's start-of-image and JFIF marker, a few payload bytes and its end-of-image marker.
const jpeg = () =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0xff, 0xd9]);
const gif = () => new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');

const fetchUpload = (url: string) => harness.app.fetch(new Request(`http://sim.test${url}`));

describe('uploadImage', () => {
  it('stores a PNG under a new random name and serves the same bytes back', async () => {
    const { client } = await signIn(harness, 'ops');
    const bytes = png();
    const stored = await uploadImage(client, { file: new File([bytes], 'front of the station.png') });
    expect(stored).toMatchObject({ name: 'front of the station.png', mime: 'image/png', size: bytes.length });
    expect(stored.rel_path).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(stored.url).toBe(`/uploads/${stored.rel_path}`);

    const served = await fetchUpload(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    await expect(getFileInfo(client, { file_rel_path: stored.url })).resolves.toEqual(stored);
  });

  it('stores a JPEG as .jpg with its type, whatever the name says', async () => {
    const { client } = await signIn(harness, 'admin');
    const stored = await uploadImage(client, {
      file: new File([jpeg()], 'photo.jpeg', { type: 'text/plain' }),
    });
    expect(stored.rel_path).toMatch(/\.jpg$/);
    expect(stored.mime).toBe('image/jpeg');
    const served = await fetchUpload(stored.url);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpeg());
  });

  it('keeps only the last segment of a client file name that carries a path', async () => {
    const { client } = await signIn(harness, 'ops');
    const stored = await uploadImage(client, { file: new File([png()], 'C:\\Users\\me\\..\\logo.png') });
    expect(stored.name).toBe('logo.png');
  });

  it('refuses other formats by their content, empty files and files over the limit, storing nothing', async () => {
    const { client } = await signIn(harness, 'ops', 'Admin#2026');
    const tooLarge = new Uint8Array(MAX_IMAGE_MEGABYTES * 1024 * 1024 + 1);
    tooLarge.set(png());
    const cases: [Blob, string, string][] = [
      [new Blob([gif()]), 'anim.gif', 'File type not supported: only PNG and JPG images can be uploaded'],
      [
        new Blob(['not really an image']),
        'fake.png',
        'File type not supported: only PNG and JPG images can be uploaded',
      ],
      [new Blob([]), 'empty.png', 'The file is empty'],
      [new Blob([tooLarge]), 'huge.png', 'The file exceeds the size limit of 2 MB'],
    ];
    const filesBefore = harness.database.sqlite.prepare('select count(*) as n from files').get();
    for (const [file, name, message] of cases) {
      expect(await rejection(uploadImage(client, { file: new File([file], name) }))).toMatchObject({
        code: ErrorCode.InvalidInput,
        message,
      });
    }
    expect(harness.database.sqlite.prepare('select count(*) as n from files').get()).toEqual(filesBefore);
  });

  it('answers the refusal in the language of the request', async () => {
    const { client } = await signIn(harness, 'ops', 'Admin#2026', 'fr');
    expect((await rejection(uploadImage(client, { file: new File([gif()], 'anim.gif') })))?.message).toBe(
      'Type de fichier non pris en charge : seules les images PNG et JPG peuvent être téléversées',
    );
  });

  it('requires the file part', async () => {
    const { token } = await signIn(harness, 'ops');
    const answer = await harness.send('/base/upload_image', { token, body: 'file=x' });
    expect(await answer.json()).toMatchObject({ code: ErrorCode.InvalidInput, msg: 'Image file cannot be empty' });
  });

  it('is refused without station editing rights and recorded in the operation log', async () => {
    for (const account of ['auditor', 'support']) {
      const { client } = await signIn(harness, account);
      expect((await rejection(uploadImage(client, { file: new File([png()], 'logo.png') })))?.code).toBe(
        ErrorCode.Forbidden,
      );
    }
    const log = harness.database.sqlite
      .prepare("select username, result_code from operation_logs where operation_id = 'uploadImage' order by id desc")
      .get();
    expect(log).toEqual({ username: 'support', result_code: '403' });
    expect((await rejection(uploadImage(harness.client(), { file: new File([png()], 'logo.png') })))?.code).toBe(
      ErrorCode.Unauthorized,
    );
  });
});

describe('serving uploads', () => {
  it('answers 404 for a name that was never stored', async () => {
    for (const url of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/', '/uploads/station/logo.png']) {
      const response = await fetchUpload(url);
      expect(response.status, url).toBe(404);
    }
  });

  it('serves the seeded default logo and service agreement as the files their records describe', async () => {
    const { client } = await signIn(harness, 'ops');
    for (const [url, mime, magic] of [
      ['/uploads/station/logo-default.png', 'image/png', '\x89PNG'],
      ['/uploads/agreement/service.pdf', 'application/pdf', '%PDF-'],
    ] as const) {
      const response = await fetchUpload(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(mime);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
      const info = await getFileInfo(client, { file_rel_path: url });
      expect(info.size).toBe(bytes.length);
    }
  });
});

describe('abandoned uploads', () => {
  it('are removed a day after their upload when no station or operator uses them; used and seeded files stay', async () => {
    // Signed in anew for each upload: the day that passes in between outlives any session.
    const upload = async (name: string) => {
      const { client } = await signIn(harness, 'admin');
      return (await uploadImage(client, { file: new File([png()], name) })).rel_path;
    };
    const [never, logo, picture, operatorLogo] = [
      await upload('never saved.png'),
      await upload('logo.png'),
      await upload('picture.png'),
      await upload('operator.png'),
    ];
    const { stations, operators } = tables;
    const [station] = harness.database.db.select({ id: stations.id }).from(stations).limit(1).all();
    const [operator] = harness.database.db.select({ id: operators.id }).from(operators).limit(1).all();
    harness.database.db
      .update(stations)
      .set({ logo, pictures: JSON.stringify([`/uploads/${picture}`]) })
      .where(eq(stations.id, station?.id ?? 0))
      .run();
    harness.database.db
      .update(operators)
      .set({ logo: operatorLogo })
      .where(eq(operators.id, operator?.id ?? 0))
      .run();

    harness.clock.advance(ABANDONED_UPLOAD_MS - 1000);
    const recent = await upload('recent.png');
    expect((await fetchUpload(`/uploads/${never}`)).status).toBe(200);

    harness.clock.advance(2000);
    await upload('next.png');
    const status = async (relPath: string) => (await fetchUpload(`/uploads/${relPath}`)).status;
    expect(await status(never)).toBe(404);
    for (const kept of [logo, picture, operatorLogo, recent, 'station/logo-default.png']) {
      expect(await status(kept), kept).toBe(200);
    }
  });
});
