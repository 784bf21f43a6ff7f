import type { StationDetail } from '@pcharging/api-client';
import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission/permission';
import { useSaveStation } from '../hooks/use-save-station';
import type { StationDictionaries } from '../hooks/use-station-dictionaries';
import { type StationFormValues, toStationFormValues } from '../station-form';
import { workflowSteps } from '../station-status';
import { StationFigures } from './station-figures';
import { StationFormFields } from './station-form-fields';
import { StationImagesFields } from './station-images-fields';
import { StationOperationView } from './station-operation-view';

export interface StationOperationTabProps {
  station: StationDetail;
  dictionaries: StationDictionaries;
}

/** The operation-info tab: the station's fields read-only, or its form while editing. */
export function StationOperationTab({ station, dictionaries }: StationOperationTabProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<StationFormValues>();
  const save = useSaveStation({ form, stationId: station.id, onSaved: () => setEditing(false) });
  const steps = workflowSteps(station.StationStatus);
  const pending = save.update.pending || save.temporaryStore.pending || save.submit.pending;

  const withValidValues = (then: (values: StationFormValues) => void) => async () => {
    try {
      then(await form.validateFields());
    } catch {
      // The form shows what is wrong beside the fields.
    }
  };

  if (!editing) {
    return (
      <>
        <StationFigures figures={station.figures} />
        <StationOperationView station={station} dictionaries={dictionaries} />
        <Permission value="operator:station:edit">
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Button type="primary" onClick={() => setEditing(true)}>
              {t('station.operation.edit')}
            </Button>
          </Flex>
        </Permission>
      </>
    );
  }

  return (
    <Form<StationFormValues>
      name="station-edit"
      form={form}
      layout="vertical"
      initialValues={toStationFormValues(station)}
    >
      <StationFormFields dictionaries={dictionaries} images={<StationImagesFields />} />
      <Flex justify="end" gap={8}>
        <Button onClick={() => setEditing(false)} disabled={pending}>
          {t('common.cancel')}
        </Button>
        {steps.temporaryStore ? (
          <>
            <Button
              loading={save.temporaryStore.pending}
              disabled={pending}
              onClick={withValidValues(save.temporaryStore.trigger)}
            >
              {t('station.workflow.temporaryStore')}
            </Button>
            <Button
              type="primary"
              loading={save.submit.pending}
              disabled={pending}
              onClick={withValidValues(save.submit.trigger)}
            >
              {steps.resubmit ? t('station.workflow.resubmit') : t('station.workflow.submit')}
            </Button>
          </>
        ) : (
          <Button
            type="primary"
            loading={save.update.pending}
            disabled={pending}
            onClick={withValidValues(save.update.trigger)}
          >
            {t('common.save')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
