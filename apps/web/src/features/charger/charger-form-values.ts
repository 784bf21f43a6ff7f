import type { ChargerDetail, ChargerInput } from '@pcharging/api-client';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The form of a charger, at a station or in stock (where it has no connector type): the API's own field names, so
 * that field errors land beside their fields.
 */
export interface ChargerFormValues {
  equipmentid: string;
  equipmentname: string;
  equipmenttype: ChargerInput['equipmenttype'];
  manufacturerid?: string;
  manufacturername?: string;
  equipmentmodel?: string;
  ownstatus?: ChargerInput['ownstatus'];
  power: number;
  current?: number | null;
  connectors: number;
  productiondate?: Dayjs | null;
  connecttype?: number;
  charge_model?: string;
  has_pos?: ChargerInput['has_pos'];
}

export const NEW_CHARGER: Partial<ChargerFormValues> = { equipmenttype: 2, connectors: 1, ownstatus: 1, has_pos: 0 };

/** A device added to stock starts as an AC charger. */
export const NEW_DEVICE: Partial<ChargerFormValues> = { ...NEW_CHARGER, equipmenttype: 1 };

/** The form's values for a charger; `withConnector: false` for a device in stock, whose form has no connector type. */
export function toChargerFormValues(charger: ChargerDetail, { withConnector = true } = {}): ChargerFormValues {
  const firstPort = withConnector ? charger.ports[0] : undefined;
  return {
    equipmentid: charger.equipmentid,
    equipmentname: charger.equipmentname,
    equipmenttype: charger.equipmenttype === 1 ? 1 : 2,
    manufacturerid: charger.manufacturerid,
    manufacturername: charger.manufacturername,
    equipmentmodel: charger.equipmentmodel,
    ownstatus: charger.ownstatus === 0 ? 0 : 1,
    power: charger.power,
    current: charger.current,
    connectors: charger.connectors,
    productiondate: charger.productiondate ? dayjs(charger.productiondate) : null,
    ...(firstPort ? { connecttype: firstPort.connecttype } : {}),
    charge_model: charger.charge_model,
    has_pos: charger.has_pos === 1 ? 1 : 0,
  };
}

const optionalText = (value: string | undefined) => value?.trim() ?? '';

export function toChargerInput(values: ChargerFormValues): ChargerInput {
  return {
    equipmentid: values.equipmentid.trim(),
    equipmentname: values.equipmentname.trim(),
    equipmenttype: values.equipmenttype,
    manufacturerid: optionalText(values.manufacturerid),
    manufacturername: optionalText(values.manufacturername),
    equipmentmodel: optionalText(values.equipmentmodel),
    power: values.power,
    connectors: values.connectors,
    productiondate: values.productiondate ? values.productiondate.format('YYYY-MM-DD') : '',
    charge_model: optionalText(values.charge_model),
    ...(values.ownstatus === undefined ? {} : { ownstatus: values.ownstatus }),
    ...(values.current === undefined || values.current === null ? {} : { current: values.current }),
    ...(values.connecttype === undefined || values.connecttype === null ? {} : { connecttype: values.connecttype }),
    ...(values.has_pos === undefined ? {} : { has_pos: values.has_pos }),
  };
}
