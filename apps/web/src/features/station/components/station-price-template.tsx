import type { StationDetail } from '@pcharging/api-client';
import { Alert, Button, Descriptions, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAction } from '../../../components/actions/use-action';
import { usePermission } from '../../../components/permission/use-permission';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { type PriceTemplateChoice, usePriceTemplateOptions } from '../api/list-price-template-options';
import { setStationPriceTemplateMutationOptions } from '../api/set-station-price-template';

/** The price template the station charges with, and, for editors, the choice of another one. */
export function StationPriceTemplate({ station }: { station: StationDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const canEdit = usePermission('operator:station:edit');
  const templates = usePriceTemplateOptions(canEdit);
  const [chosen, setChosen] = useState<number | undefined>(station.price_template_id ?? undefined);
  const choices = templates.data ?? [];
  const feesText = ({ fees }: PriceTemplateChoice) =>
    fees &&
    t('station.price.fees', {
      elect: format.money(fees.electfee),
      service: format.money(fees.servicefee),
      park: format.money(fees.parkfee),
    });
  // The confirmation names what changes: this station, the template it moves to with its rates, and the one it leaves.
  const confirmText = (templateId: number) => {
    const next = choices.find((template) => template.id === templateId);
    const change = t('station.price.confirm', {
      station: station.StationName,
      template: next?.name ?? '',
      fees: next ? (feesText(next) ?? '') : '',
    });
    return station.price_template_name
      ? `${change} ${t('station.price.confirmLeaves', { template: station.price_template_name })}`
      : change;
  };
  const save = useAction<{ stationId: number; templateId: number }, StationDetail>({
    kind: 'save',
    mutation: setStationPriceTemplateMutationOptions(),
    confirmContent: ({ templateId }) => confirmText(templateId),
  });

  const current = (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'template',
          label: t('station.price.current'),
          children: station.price_template_name ?? t('station.price.noneSet'),
        },
      ]}
    />
  );
  if (!canEdit) return current;
  const options = choices.map((template) => ({
    value: template.id,
    label: (
      <span>
        {template.name}
        {template.fees ? <Typography.Text type="secondary"> · {feesText(template)}</Typography.Text> : null}
      </span>
    ),
  }));
  if (templates.data && templates.data.length === 0) {
    return (
      <>
        {current}
        <Alert
          type="info"
          showIcon
          message={t('station.price.noTemplates')}
          action={<Link to={paths.operator.priceTemplates.getHref()}>{t('station.price.createTemplate')}</Link>}
        />
      </>
    );
  }
  return (
    <>
      {current}
      <Space wrap>
        <Select
          aria-label={t('station.price.choose')}
          placeholder={t('station.price.choose')}
          value={chosen}
          onChange={setChosen}
          options={options}
          loading={templates.isFetching}
          popupMatchSelectWidth={false}
          style={{ width: 'min(560px, 100%)' }}
        />
        <Button
          type="primary"
          disabled={chosen === undefined || chosen === station.price_template_id}
          loading={save.pending}
          onClick={() => chosen !== undefined && save.trigger({ stationId: station.id, templateId: chosen })}
        >
          {t('station.price.apply')}
        </Button>
      </Space>
    </>
  );
}
