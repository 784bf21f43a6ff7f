import { type DayRange, dayRangeBounds, fromDayRange, toDayRange } from './day-range';
import {
  dayParam,
  type FilterCodecs,
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  type ParamCodec,
  parseFilterValues,
  type Sort,
  type SortOrder,
  textParam,
} from './list-params';

/** The codecs a list's filters are declared with. */
export const param = { text: textParam, integer: integerParam, oneOf: oneOfParam, day: dayParam } as const;

export type { FilterValues, ParamCodec, Sort };

/** A period filter: two URL days that the filter form shows as one range picker. */
export interface DayPeriod<Field extends string, From extends string, To extends string> {
  /** The form's range field. */
  field: Field;
  /** The URL's (and the API's) first and last day. */
  from: From;
  to: To;
}

type NoPeriod = DayPeriod<never, never, never>;

/** The filter form's values: the URL's, with the period's two days as one range. */
export type FormValues<C extends FilterCodecs, P extends DayPeriod<string, string, string>> = Omit<
  FilterValues<C>,
  P['from'] | P['to']
> & { [K in P['field']]?: DayRange };

/** What the list sends: the URL's filters, the period as instants of the network's day, the sort. */
export type RequestFilters<C extends FilterCodecs, F extends string> = FilterValues<C> & {
  sort?: F;
  order?: SortOrder;
};

export interface ListDefinition<C extends FilterCodecs, F extends string, P extends DayPeriod<string, string, string>> {
  /** The URL state: what `useListParams` reads and writes. */
  config: ListConfig<C, F>;
  toForm: (values: FilterValues<C>) => FormValues<C, P>;
  /** The form's values through the URL's codecs: what the codecs refuse is dropped, not sent. */
  fromForm: (form: FormValues<C, P>) => FilterValues<C>;
  /**
   * What the list and its export send. The period's days become the first and last instants of those days in
   * `timeZone` (the network's: a 23- or 25-hour day counts whole); the sort goes as `sort` and `order`.
   */
  toRequest: (values: FilterValues<C>, options?: { timeZone?: string; sort?: Sort<F> }) => RequestFilters<C, F>;
}

/**
 * A list screen's URL state and its conversions, declared once at module level. Lists whose API takes the days as
 * calendar days give no period (their day filters go as they are).
 */
export function defineListState<C extends FilterCodecs, F extends string = never>(
  config: ListConfig<C, F>,
): ListDefinition<C, F, NoPeriod>;
export function defineListState<
  C extends FilterCodecs,
  const Field extends string,
  const From extends keyof C & string,
  const To extends keyof C & string,
  F extends string = never,
>(config: ListConfig<C, F>, period: DayPeriod<Field, From, To>): ListDefinition<C, F, DayPeriod<Field, From, To>>;
export function defineListState<C extends FilterCodecs, F extends string>(
  config: ListConfig<C, F>,
  period?: DayPeriod<string, string, string>,
): ListDefinition<C, F, DayPeriod<string, string, string>> {
  // The conversions move values between keys named by the period: typed at the overloads above, untyped within.
  const toForm = (values: FilterValues<C>) => {
    const form: Record<string, unknown> = { ...values };
    if (period) {
      delete form[period.from];
      delete form[period.to];
      form[period.field] = toDayRange(text(values[period.from]), text(values[period.to]));
    }
    return form as FormValues<C, DayPeriod<string, string, string>>;
  };
  const fromForm = (form: FormValues<C, DayPeriod<string, string, string>>) => {
    const values: Record<string, unknown> = { ...form };
    if (period) {
      const days = fromDayRange(form[period.field]);
      delete values[period.field];
      values[period.from] = days.from;
      values[period.to] = days.to;
    }
    return parseFilterValues(config.filters, values);
  };
  const toRequest = (values: FilterValues<C>, options: { timeZone?: string; sort?: Sort<F> } = {}) => {
    const request: Record<string, unknown> = { ...values };
    if (period && options.timeZone) {
      const bounds = dayRangeBounds(text(values[period.from]), text(values[period.to]), options.timeZone);
      delete request[period.from];
      delete request[period.to];
      if (bounds.from) request[period.from] = bounds.from;
      if (bounds.to) request[period.to] = bounds.to;
    }
    if (options.sort) Object.assign(request, { sort: options.sort.field, order: options.sort.order });
    return request as RequestFilters<C, F>;
  };
  return { config, toForm, fromForm, toRequest };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
