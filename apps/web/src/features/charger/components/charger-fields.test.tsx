import { render } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ChargerFormFields } from './charger-form-fields';
import { EquipmentFormFields } from './equipment-form-fields';

function inForm(fields: ReactNode) {
  const view = render(<Form layout="vertical">{fields}</Form>);
  const labels = [...view.container.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);
  const disabled = [...view.container.querySelectorAll('input:disabled')].map((input) => input.id);
  return { labels, disabled };
}

describe('charger fields', () => {
  it('lay out the charger form of a station, and lock its identity once the charger is live', () => {
    const open = inForm(<ChargerFormFields dictionaries={{}} />);
    expect(open.labels).toEqual([
      'Serial number',
      'Charger name',
      'Charger type',
      'Connector type',
      'Manufacturer',
      'Manufacturer ID',
      'Model',
      'Production date',
      'Power (kW)',
      'Current (A)',
      'Number of ports',
      'Charging protocol',
      'Payment terminal',
      'Ownership',
    ]);
    expect(open.disabled).toEqual([]);
    expect(inForm(<ChargerFormFields dictionaries={{}} identityLocked />).disabled).toEqual([
      'equipmentid',
      'connectors',
    ]);
  });

  it('lay out the device form of the stock: the same fields in its own order, without the connector type', () => {
    const device = inForm(<EquipmentFormFields chargerTypes={undefined} />);
    expect(device.labels).toEqual([
      'Serial number',
      'Charger name',
      'Charger type',
      'Model',
      'Manufacturer',
      'Manufacturer ID',
      'Power (kW)',
      'Current (A)',
      'Number of ports',
      'Production date',
      'Charging protocol',
      'Payment terminal',
      'Ownership',
    ]);
    expect(device.disabled).toEqual([]);
  });
});
