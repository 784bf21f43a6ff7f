import type { PriceTemplate, PriceTemplateInput } from '@pcharging/api-client';

export type PricePeriod = PriceTemplate['period'][number];

/** fee_type 2: the electricity fee changes with the time of day. */
export const TIME_OF_USE = 2;

export interface PriceTemplateFormValues {
  name: string;
  feetype: number;
  /** Absent with time-of-use periods, whose own fees price the energy. */
  electfee?: string;
  servicefee: string;
  parkfee: string;
  period?: PricePeriod[];
}

export const NEW_TEMPLATE_VALUES: Partial<PriceTemplateFormValues> = { feetype: 1, period: [] };

export function toPriceFormValues(template: PriceTemplate): PriceTemplateFormValues {
  return {
    name: template.name,
    feetype: template.feetype,
    electfee: template.electfee,
    servicefee: template.servicefee,
    parkfee: template.parkfee,
    period: template.period,
  };
}

/**
 * The wire still wants a flat electricity fee beside time-of-use periods (the legacy backend requires it): the
 * first period's fee stands for it when the form asked for none.
 */
export function fromPriceFormValues(values: PriceTemplateFormValues): PriceTemplateInput {
  const feetype = values.feetype === TIME_OF_USE ? TIME_OF_USE : 1;
  const flat = values.electfee?.trim() ?? '';
  return {
    name: values.name.trim(),
    feetype,
    electfee: flat === '' && feetype === TIME_OF_USE ? (values.period?.[0]?.electfee.trim() ?? '') : flat,
    servicefee: values.servicefee.trim(),
    parkfee: values.parkfee.trim(),
    ...(feetype === TIME_OF_USE
      ? {
          period: (values.period ?? []).map((period) => ({
            from: period.from.trim(),
            to: period.to.trim(),
            electfee: period.electfee.trim(),
          })),
        }
      : {}),
  };
}
