import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const LONG = { timeout: 20_000 };

const sql = () => simulator.harness.database.sqlite;
const station = (id: number) =>
  sql().prepare('select code, name, status, audit_reason as reason, address from stations where id = ?').get(id) as {
    code: string;
    name: string;
    status: number;
    reason: string;
    address: string;
  };

// A 1×1 PNG, and a JPEG's start and end markers around a JFIF header.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQm/AfAAJ9Aa5x8yHNAAAAAElFTkSuQmCC',
  'base64',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100ffd9', 'hex');

/** The app's client builds multipart bodies with the global FormData; Node's fetch only sends its own. */
async function useNodeFormData() {
  const probe = new Request('http://local.test', { method: 'POST', body: new URLSearchParams('a=1') });
  vi.stubGlobal('FormData', (await probe.formData()).constructor);
}

const formItem = (field: string) =>
  document.querySelector(`label[for$="${field}"]`)?.closest('.ant-form-item') as HTMLElement;

function chooseFile(field: string, name: string, bytes: string | Uint8Array) {
  const input = formItem(field).querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new NodeFile([bytes], name)] } });
}

const uploadedImage = (field: string) =>
  waitFor(() => {
    const image = formItem(field).querySelector<HTMLImageElement>('img[src*="/uploads/"]');
    if (!image) throw new Error(`no uploaded image in ${field}`);
    return new URL(image.src).pathname;
  }, LONG);

async function confirmDialog() {
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation dialog');
    return found;
  }, LONG);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull(), LONG);
}

describe('station details', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the seeded station on each tab', async () => {
    await signInAs('admin');
    const seeded = station(1);
    const { router } = renderApp('/operator/station/1');

    expect(await screen.findByRole('heading', { name: seeded.name }, LONG)).toBeTruthy();
    expect(screen.getAllByText(seeded.code).length).toBeGreaterThan(0);
    expect(screen.getByText('Pre-authorization amount')).toBeTruthy();
    expect(screen.getByText(new RegExp(seeded.address))).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Equipment info' }));
    expect(await screen.findByRole('link', { name: 'Open the full charger list' }, LONG)).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=equipment');

    fireEvent.click(screen.getByRole('tab', { name: 'Price setting' }));
    const template = sql()
      .prepare('select p.name from stations s join price_templates p on p.id = s.price_template_id where s.id = 1')
      .get() as { name: string };
    expect(await screen.findByText(template.name, undefined, LONG)).toBeTruthy();
    expect(await screen.findByText('Setting history', undefined, LONG)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Choose a price template' }));
    const templates = sql().prepare('select name from price_templates').all() as { name: string }[];
    const options = await waitFor(() => {
      const shown = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
      expect(shown).toHaveLength(templates.length);
      return shown;
    }, LONG);
    for (const option of options) expect(option).toMatch(/^.+ · \D*\d+\.\d{2}\/kWh, .+\/h charging, .+\/idle min$/);
  }, 120_000);

  it('saves an edit after confirmation', async () => {
    await signInAs('admin');
    renderApp('/operator/station/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, LONG));
    const address = await screen.findByLabelText('Address', undefined, LONG);
    fireEvent.change(address, { target: { value: '77 Test Avenue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirmDialog();
    expect(await screen.findByText('Updated successfully', undefined, LONG)).toBeTruthy();
    expect(station(2).address).toBe('77 Test Avenue');
    expect(await screen.findByText(/77 Test Avenue/, undefined, LONG)).toBeTruthy();
  }, 120_000);

  it('uploads a logo and a picture, refusing what is not an image, and saves them with the station', async () => {
    await signInAs('admin');
    await useNodeFormData();
    renderApp('/operator/station/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, LONG));
    await screen.findByLabelText('Address', undefined, LONG);

    chooseFile('Logo', 'anim.gif', 'GIF89a');
    expect(await screen.findByText('This file type is not supported. Please choose PNG, JPG')).toBeTruthy();
    chooseFile('Logo', 'blank.png', '');
    expect(await screen.findByText('The file is empty')).toBeTruthy();
    expect(simulator.calls).not.toContain('/base/upload_image');
    chooseFile('Logo', 'notes.png', 'only text inside');
    expect(
      await screen.findByText(
        'Upload failed: File type not supported: only PNG and JPG images can be uploaded',
        undefined,
        LONG,
      ),
    ).toBeTruthy();

    chooseFile('Logo', 'logo.png', new Uint8Array(PNG));
    const logo = await uploadedImage('Logo');
    chooseFile('Pictures', 'site.jpg', new Uint8Array(JPEG));
    const picture = await uploadedImage('Pictures');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirmDialog();
    expect(await screen.findByText('Updated successfully', undefined, LONG)).toBeTruthy();
    const saved = sql().prepare('select logo, pictures from stations where id = 5').get() as {
      logo: string;
      pictures: string;
    };
    expect(`/uploads/${saved.logo}`).toBe(logo);
    expect((JSON.parse(saved.pictures) as string[]).map((path) => `/uploads/${path}`)).toEqual([picture]);
    const served = await simulator.harness.app.fetch(new Request(`http://sim.test${logo}`));
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  }, 120_000);

  it('records a load-balancing change in the history', async () => {
    await signInAs('admin');
    renderApp('/operator/station/3?tab=price');
    const limit = await screen.findByLabelText('Upper limit', undefined, LONG);
    const installed = sql().prepare('select sum(power_kw) as kw from piles where station_id = 3').get() as {
      kw: number;
    };
    const capacity = `Installed capacity (sum of the chargers' power): ${installed.kw.toLocaleString('en')} kW`;
    expect(await screen.findByText(capacity, undefined, LONG)).toBeTruthy();
    fireEvent.change(limit, { target: { value: '4321' } });
    expect(await screen.findByText(`Above the installed capacity. ${capacity}`, undefined, LONG)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirmDialog();
    expect(await screen.findByText('Saved successfully', undefined, LONG)).toBeTruthy();
    expect(await screen.findByText('4,321 kW', undefined, LONG)).toBeTruthy();
    const latest = sql()
      .prepare('select load_limit_kw as kw from station_load_history where station_id = 3 order by id desc limit 1')
      .get() as { kw: number };
    expect(latest.kw).toBe(4321);
  }, 120_000);

  it('submits a draft for review, then rejects it with a reason given in the prompt', async () => {
    await signInAs('admin');
    expect(station(20).status).toBe(0);
    renderApp('/operator/station/20');

    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, LONG));
    await confirmDialog();
    expect(await screen.findByText('Submitted successfully', undefined, LONG)).toBeTruthy();
    expect(station(20).status).toBe(1);

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, LONG));
    const prompt = (await screen.findByText('Reject this station', undefined, LONG)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(await within(prompt).findByText('Reason cannot be empty', undefined, LONG)).toBeTruthy();
    fireEvent.change(within(prompt).getByLabelText('Reason'), { target: { value: 'No site photos' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Review recorded', undefined, LONG)).toBeTruthy();
    expect(station(20)).toMatchObject({ status: 2, reason: 'No site photos' });
    expect(await screen.findByText('Rejected: No site photos', undefined, LONG)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Resubmit' }, LONG)).toBeTruthy();
  }, 120_000);

  it('shows an auditor no control that changes the station', async () => {
    await signInAs('auditor');
    renderApp('/operator/station/21?tab=price');
    expect(await screen.findByText('Load balancing', undefined, LONG)).toBeTruthy();
    expect(screen.getAllByText('Upper limit').length).toBeGreaterThan(0);
    for (const name of ['Save', 'Use this template', 'Approve', 'Reject', 'Edit', 'Submit', 'Disable']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    fireEvent.click(screen.getByRole('tab', { name: 'Operation info' }));
    expect(await screen.findByText('Pre-authorization amount', undefined, LONG)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  }, 120_000);
});
