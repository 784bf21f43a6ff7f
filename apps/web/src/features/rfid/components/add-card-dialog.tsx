import { fieldLimits } from '@pcharging/api-client/field-limits';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import type { StationChoice } from '../../../components/list/filter-fields';
import { useFieldRules } from '../../../components/ui/field-rules';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { useAddCard } from '../hooks/use-rfid-actions';

/** The card number rule of the OpenAPI document (RfidCardNo). */
const CARD_NO = new RegExp(fieldLimits.RfidCardInput.card_no.pattern);

interface AddCardValues {
  card_no: string;
  station_id?: number;
}

export interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
  stations: readonly StationChoice[];
  onStationSearch: (text: string) => void;
}

export function AddCardDialog({ open, onClose, stations, onStationSearch }: AddCardDialogProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<AddCardValues>();
  const add = useAddCard({ onSuccess: onClose, onError: (error) => applyFieldErrors(form, error) });
  const title = t('rfid.cardNo');
  return (
    <FormDialog<AddCardValues>
      open={open}
      title={t('rfid.add')}
      okText={t('common.ok')}
      form={form}
      name="rfid-add-card"
      pending={add.pending}
      onSubmit={(values) =>
        add.trigger({
          card_no: values.card_no.trim(),
          ...(values.station_id ? { station_id: values.station_id } : {}),
        })
      }
      onCancel={onClose}
    >
      <Form.Item
        name="card_no"
        label={title}
        extra={t('rfid.cardNo.rule')}
        rules={[rules.required(title), rules.matching(CARD_NO, title, t('rfid.cardNo.rule'))]}
      >
        <Input maxLength={fieldLimits.RfidCardInput.card_no.maxLength} />
      </Form.Item>
      <Form.Item name="station_id" label={t('rfid.issuedFor')}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: onStationSearch }}
          placeholder={t('rfid.stationSearch')}
          options={[...stations]}
        />
      </Form.Item>
    </FormDialog>
  );
}
