import type { DictionaryEntry } from '@pcharging/api-client';
import { DatePicker, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from './dictionary-cell';
import { ZoneNote } from './zone-note';

/** An option of a choice filter. */
export interface Choice<Value extends number | string = number> {
  value: Value;
  label: string;
}

/** A station found by name, offered by a station filter. */
export type StationChoice = Choice<number>;

interface FilterProps {
  /** The filter's key in the filter bar's values. */
  name: string;
  label: string;
}

/** Free text, cleared with one click; a search box says what it searches in its placeholder, wide enough to read. */
export function TextFilter({
  name,
  label,
  maxLength = 64,
  placeholder,
  width,
}: FilterProps & { maxLength?: number; placeholder?: string; width?: number }) {
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear maxLength={maxLength} placeholder={placeholder} style={width ? { width } : undefined} />
    </Form.Item>
  );
}

type ChoiceFilterProps = FilterProps & { width: number; searchable?: boolean } & (
    | { options: readonly Choice<number | string>[] }
    | { entries: readonly DictionaryEntry[] | undefined }
  );

/** One of a few values, a dictionary's or given; empty means all. */
export function ChoiceFilter({ name, label, width, searchable = false, ...choices }: ChoiceFilterProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        showSearch={searchable}
        placeholder={t('common.list.all')}
        options={'options' in choices ? [...choices.options] : dictionaryOptions(choices.entries)}
        style={{ width }}
      />
    </Form.Item>
  );
}

export interface StationSearchProps {
  stations: readonly StationChoice[];
  stationsLoading: boolean;
  /** Asks the server for the stations whose name holds the text typed. */
  onStationSearch: (text: string) => void;
}

/** A station, found by typing part of its name. */
export function StationFilter({
  name,
  label,
  placeholder,
  stations,
  stationsLoading,
  onStationSearch,
}: FilterProps & StationSearchProps & { placeholder: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: onStationSearch }}
        placeholder={placeholder}
        options={[...stations]}
        loading={stationsLoading}
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}

/** A range of days, either end open: days of the network's zone (or the browser's), as the note under it says. */
export function DayRangeFilter({ name, label }: FilterProps) {
  // The note is not tied to the inputs (Form.Item's `extra` would describe the end input by it alone, which axe
  // reads as a label-less field); it sits under the picker for everyone to see.
  return (
    <Form.Item label={label} htmlFor={name}>
      <Flex vertical gap={2}>
        <Form.Item name={name} noStyle>
          <DatePicker.RangePicker id={name} allowEmpty={[true, true]} />
        </Form.Item>
        <ZoneNote />
      </Flex>
    </Form.Item>
  );
}
