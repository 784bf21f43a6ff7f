import type { ChargerDetail, EquipmentRow } from '@pcharging/api-client';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import type { StationSearchProps } from '../../../components/list/filter-fields';
import { useFieldRules } from '../../../components/ui/field-rules';
import { installEquipmentMutationOptions } from '../api/install-equipment';

export interface InstallDialogProps extends StationSearchProps {
  device: EquipmentRow | undefined;
  onClose: () => void;
}

/** Installs a device from stock at a station, where it becomes a draft charger awaiting review. */
export function InstallDialog({ device, stations, stationsLoading, onStationSearch, onClose }: InstallDialogProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ stationid: number }>();
  const install = useAction<{ id: number; stationId: number }, ChargerDetail>({
    kind: 'save',
    confirmContent: t('equipment.install.confirm'),
    mutation: installEquipmentMutationOptions(),
    successText: () => t('equipment.install.success'),
    onSuccess: onClose,
  });
  const label = t('equipment.install.station');

  return (
    <FormDialog<{ stationid: number }>
      open={device !== undefined}
      title={t('equipment.install.title', { serial: device?.equipmentid ?? '' })}
      okText={t('equipment.action.install')}
      form={form}
      name="install"
      pending={install.pending}
      onSubmit={({ stationid }) => device && install.trigger({ id: device.id, stationId: stationid })}
      onCancel={onClose}
      header={<Typography.Paragraph type="secondary">{t('equipment.install.hint')}</Typography.Paragraph>}
    >
      <Form.Item name="stationid" label={label} rules={[rules.selected(label)]}>
        <Select
          showSearch={{ filterOption: false, onSearch: onStationSearch }}
          placeholder={t('equipment.install.stationSearch')}
          options={[...stations]}
          loading={stationsLoading}
        />
      </Form.Item>
    </FormDialog>
  );
}
