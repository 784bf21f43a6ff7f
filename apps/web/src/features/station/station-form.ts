import type { StationDetail, StationInput } from '@pcharging/api-client';

/** The station form's values: the wire input with the balance reminder as a switch. */
export interface StationFormValues {
  StationName: string;
  StationTel?: string;
  StationType?: number;
  ServiceTime?: string;
  OperatorID?: number;
  OwnStatus?: number;
  province?: string;
  city: string;
  district?: string;
  Address: string;
  StationLng?: number;
  StationLat?: number;
  Contacts?: string;
  Phone?: string;
  MinAmount: string;
  MinSCAmount?: string;
  MinBalanceAlarm: boolean;
  MinBalance?: string;
  EC?: number;
  TotalCurrent?: number;
  Remark?: string;
  Logo?: string;
  Pictures: string[];
}

export const EMPTY_STATION_FORM: StationFormValues = {
  StationName: '',
  city: '',
  Address: '',
  MinAmount: '',
  OwnStatus: 1,
  MinBalanceAlarm: false,
  Pictures: [],
};

export const MAX_PICTURES = 12;

const text = (value: string | undefined) => (value ?? '').trim();

/** Money as the server stores it: a whole amount loses its `.00`, so `20.00` reads as `20` in the form. */
const moneyText = (value: string) => (value === '' ? '' : String(Number(value)));

export function toStationFormValues(station: StationDetail): StationFormValues {
  return {
    StationName: station.StationName,
    StationTel: station.StationTel,
    StationType: station.StationType,
    ServiceTime: station.ServiceTime,
    OperatorID: station.OperatorID,
    OwnStatus: station.OwnStatus,
    province: station.province,
    city: station.city,
    district: station.district,
    Address: station.Address,
    StationLng: station.StationLng,
    StationLat: station.StationLat,
    Contacts: station.Contacts,
    Phone: station.Phone,
    MinAmount: moneyText(station.MinAmount),
    MinSCAmount: moneyText(station.MinSCAmount),
    MinBalanceAlarm: station.MinBalanceAlarm === 1,
    MinBalance: moneyText(station.MinBalance),
    EC: station.EC,
    TotalCurrent: station.TotalCurrent,
    Remark: station.Remark,
    Logo: station.Logo,
    Pictures: station.Pictures,
  };
}

/** The form's values on the wire; the form's rules have made sure the required ones are there. */
export function toStationInput(values: StationFormValues): StationInput {
  return {
    StationName: text(values.StationName),
    StationTel: text(values.StationTel),
    StationType: values.StationType ?? 1,
    ServiceTime: text(values.ServiceTime),
    OperatorID: values.OperatorID ?? 0,
    OwnStatus: values.OwnStatus === 0 ? 0 : 1,
    province: text(values.province),
    city: text(values.city),
    district: text(values.district),
    Address: text(values.Address),
    StationLng: values.StationLng ?? 0,
    StationLat: values.StationLat ?? 0,
    Contacts: text(values.Contacts),
    Phone: text(values.Phone),
    MinAmount: text(values.MinAmount),
    MinSCAmount: text(values.MinSCAmount),
    MinBalanceAlarm: values.MinBalanceAlarm ? 1 : 0,
    MinBalance: text(values.MinBalance),
    EC: values.EC ?? 0,
    TotalCurrent: values.TotalCurrent ?? 0,
    Remark: text(values.Remark),
    Logo: text(values.Logo),
    Pictures: values.Pictures,
  };
}
