import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const LONG = { timeout: 20_000 };

describe("a station's price template", () => {
  it('confirms the change naming the station, the new template with its rates and the template it leaves', async () => {
    const sql = simulator.harness.database.sqlite;
    const station = sql
      .prepare(
        `select s.id, s.name, t.name as template from stations s join price_templates t on t.id = s.price_template_id
         order by s.id limit 1`,
      )
      .get() as { id: number; name: string; template: string };
    const other = sql
      .prepare(
        `select name, elect_fee_cents as elect from price_templates where name != ? and fee_type = 1
         order by id limit 1`,
      )
      .get(station.template) as { name: string; elect: number };
    await signInAs('admin');
    renderApp(`/operator/station/${station.id}?tab=price`);
    const choose = await screen.findByRole('combobox', { name: 'Choose a price template' }, LONG);
    fireEvent.mouseDown(choose);
    fireEvent.click(await screen.findByText(other.name, { selector: '.ant-select-item-option-content *' }, LONG));
    fireEvent.click(screen.getByRole('button', { name: 'Use this template' }));

    const confirm = (
      await screen.findByText(new RegExp(`^${station.name} will charge the rates of`), undefined, LONG)
    ).closest('.ant-modal') as HTMLElement;
    expect(confirm.textContent).toContain(`“${other.name}”: CA$${(other.elect / 100).toFixed(2)}/kWh`);
    expect(confirm.textContent).toContain(`those of “${station.template}” until then`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(
        sql
          .prepare('select t.name from stations s join price_templates t on t.id = s.price_template_id where s.id = ?')
          .pluck()
          .get(station.id),
      ).toBe(other.name),
    );
  }, 60_000);
});
