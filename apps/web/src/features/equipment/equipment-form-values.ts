import type { ChargerDetail, ChargerInput } from '@pcharging/api-client';
import dayjs, { type Dayjs } from 'dayjs';

/** The device form: the API's own field names, so that field errors land beside their fields. */
export interface EquipmentFormValues {
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
  charge_model?: string;
  has_pos?: ChargerInput['has_pos'];
}

export const NEW_DEVICE: Partial<EquipmentFormValues> = { equipmenttype: 1, connectors: 1, ownstatus: 1, has_pos: 0 };

export function toEquipmentFormValues(device: ChargerDetail): EquipmentFormValues {
  return {
    equipmentid: device.equipmentid,
    equipmentname: device.equipmentname,
    equipmenttype: device.equipmenttype === 1 ? 1 : 2,
    manufacturerid: device.manufacturerid,
    manufacturername: device.manufacturername,
    equipmentmodel: device.equipmentmodel,
    ownstatus: device.ownstatus === 0 ? 0 : 1,
    power: device.power,
    current: device.current,
    connectors: device.connectors,
    productiondate: device.productiondate ? dayjs(device.productiondate) : null,
    charge_model: device.charge_model,
    has_pos: device.has_pos === 1 ? 1 : 0,
  };
}

const optionalText = (value: string | undefined) => value?.trim() ?? '';

export function toEquipmentInput(values: EquipmentFormValues): ChargerInput {
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
    ...(values.has_pos === undefined ? {} : { has_pos: values.has_pos }),
  };
}
