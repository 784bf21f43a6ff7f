import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission/permission';
import { usePermission } from '../../../components/permission/use-permission';
import { StatementDialog } from '../../../features/journal/components/statement-dialog';
import { useOperatorOptions } from '../../../features/station/api/list-operator-options';
import { useStationSearch } from '../../../features/station/api/list-station-options';

/** The statement dialog with the stations and operators the user may list; mounted only while it is open. */
function StatementDialogWithChoices({ onClose }: { onClose: () => void }) {
  const mayListStations = usePermission('operator:station:list');
  const mayListOperators = usePermission('operator:operator:list');
  const stations = useStationSearch(mayListStations);
  const operators = useOperatorOptions();
  return (
    <StatementDialog
      open
      onClose={onClose}
      {...(mayListStations ? { stations } : {})}
      {...(mayListOperators ? { operators: { choices: operators.data ?? [], loading: operators.isFetching } } : {})}
    />
  );
}

/** 'Export statement', for users allowed to export the journal: a month's statement as a spreadsheet. */
export function StatementExport() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Permission value="money:journal:export">
      <Button icon={<FileExcelOutlined />} onClick={() => setOpen(true)}>
        {t('money.statement.export')}
      </Button>
      {open ? <StatementDialogWithChoices onClose={() => setOpen(false)} /> : null}
    </Permission>
  );
}
