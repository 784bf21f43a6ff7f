import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  type ChargerMessage,
  type ChargerMessageParams,
  exportChargerMessages,
  type OcppAction,
  type OcppDirection,
} from '@pcharging/api-client';
import { ocppActions } from '@pcharging/api-client/enums';
import { DatePicker, Flex, Segmented, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/list/export-button';
import { api } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { usePhone } from '../../../lib/phone';
import { useChargerMessages } from '../api/list-charger-messages';

const ACTIONS: readonly OcppAction[] = ocppActions;

const TYPE_COLOURS = { CALL: 'blue', CALLRESULT: 'green', CALLERROR: 'red' } as const;
const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';

/** The payload as JSON laid out to read, or as sent when it does not parse. */
function formatted(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

function Payload({ message }: { message: ChargerMessage }) {
  const { t } = useTranslation();
  const text = formatted(message.payload);
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">
        {t('charger.messages.messageId')}: <Typography.Text code>{message.message_id}</Typography.Text>
      </Typography.Text>
      <Typography.Paragraph copyable={{ text, tooltips: [t('charger.messages.copy'), t('charger.messages.copied')] }}>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }}>{text}</pre>
      </Typography.Paragraph>
    </Flex>
  );
}

function DirectionLabel({ direction }: { direction: OcppDirection }) {
  const { t } = useTranslation();
  return direction === 'to_charger' ? (
    <span>
      <ArrowDownOutlined aria-hidden /> {t('charger.messages.toCharger')}
    </span>
  ) : (
    <span>
      <ArrowUpOutlined aria-hidden /> {t('charger.messages.fromCharger')}
    </span>
  );
}

/**
 * The charger's OCPP 1.6-J messages, newest first: what it said and what the back office told it, filtered by action,
 * direction and days; each row opens on its payload, laid out and copyable; the selection exports as JSON Lines.
 */
export function ChargerMessages({ chargerId }: { chargerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const [action, setAction] = useState<OcppAction>();
  const [direction, setDirection] = useState<OcppDirection | 'all'>('all');
  const [days, setDays] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const params: ChargerMessageParams = {
    pile_id: chargerId,
    ...(action ? { action } : {}),
    ...(direction === 'all' ? {} : { direction }),
    ...(days?.[0] ? { from: days[0].format(DAY) } : {}),
    ...(days?.[1] ? { to: days[1].format(DAY) } : {}),
  };
  const messages = useChargerMessages(params, { page, size: PAGE_SIZE });
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const columns: ColumnsType<ChargerMessage> = [
    {
      key: 'at',
      title: t('charger.messages.at'),
      render: (_, row) => format.dateTime(row.at),
      width: phone ? 150 : 190,
    },
    {
      key: 'action',
      title: t('charger.messages.action'),
      render: (_, row) => (
        <Flex gap={4} wrap align="center">
          <Typography.Text strong>{row.action}</Typography.Text>
          <Tag color={TYPE_COLOURS[row.message_type]}>{row.message_type}</Tag>
        </Flex>
      ),
    },
    ...(phone
      ? []
      : [
          {
            key: 'direction',
            title: t('charger.messages.direction'),
            render: (_: unknown, row: ChargerMessage) => <DirectionLabel direction={row.direction} />,
          },
          {
            key: 'payload',
            title: t('charger.messages.payload'),
            render: (_: unknown, row: ChargerMessage) => (
              <Typography.Text code ellipsis style={{ maxWidth: 360 }}>
                {row.payload}
              </Typography.Text>
            ),
          },
        ]),
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Select<OcppAction>
          allowClear
          placeholder={t('charger.messages.allActions')}
          aria-label={t('charger.messages.action')}
          value={action}
          onChange={refilter(setAction)}
          options={ACTIONS.map((name) => ({ value: name, label: name }))}
          style={{ minWidth: 220, flex: phone ? 1 : undefined }}
        />
        <Segmented<OcppDirection | 'all'>
          value={direction}
          onChange={refilter(setDirection)}
          options={[
            { value: 'all', label: t('common.list.all') },
            { value: 'from_charger', label: t('charger.messages.fromCharger') },
            { value: 'to_charger', label: t('charger.messages.toCharger') },
          ]}
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          value={days}
          onChange={refilter(setDays)}
          aria-label={t('charger.messages.days')}
        />
        <ExportButton permission="operator:pile:list" download={() => exportChargerMessages(api, params)} />
      </Flex>
      <Table<ChargerMessage>
        size="small"
        rowKey="id"
        loading={messages.isFetching}
        columns={columns}
        dataSource={messages.data?.items ?? []}
        expandable={{ expandedRowRender: (row) => <Payload message={row} /> }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: messages.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          ...(phone ? { simple: true } : {}),
        }}
      />
    </Flex>
  );
}
