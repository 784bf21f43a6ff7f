import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStationOptions } from '../api/list-station-options';

const SEARCH_DELAY_MS = 300;

export interface StationSelectProps {
  value: number | undefined;
  onChange: (stationId: number | undefined) => void;
}

/** One station or the whole network; the list is searched on the server by name or StationID. */
export function StationSelect({ value, onChange }: StationSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useStationOptions(name);

  const options = useMemo(() => {
    const found = (data?.items ?? []).map((station) => ({
      value: station.id,
      label: `${station.StationName} (${station.StationID})`,
    }));
    // A station chosen through a shared link may lie outside the first page of names: keep it selectable.
    if (value !== undefined && !found.some((option) => option.value === value)) {
      found.unshift({ value, label: t('statistics.filter.stationNumber', { id: value }) });
    }
    return found;
  }, [data, value, t]);

  return (
    <Select<number>
      aria-label={t('statistics.filter.station')}
      style={{ minWidth: 240 }}
      allowClear
      placeholder={t('statistics.filter.allStations')}
      value={value}
      options={options}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onChange={(stationId) => onChange(stationId ?? undefined)}
    />
  );
}
