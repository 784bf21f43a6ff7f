import { normalizeLocale } from '@pcharging/validation';
import { Col, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ScenarioName, useScenarios } from '../api/scenarios';
import { useSnapshots } from '../api/snapshots';

/** What a new sandbox starts from: a scenario to load and a snapshot to copy, both optional; two columns of a row. */
export function SandboxSourceFields({ span }: { span: number }) {
  const { t, i18n } = useTranslation();
  const { data: scenarios } = useScenarios(normalizeLocale(i18n.language));
  const { data: snapshots } = useSnapshots();
  return (
    <>
      <Col xs={24} md={span}>
        <Form.Item name="scenario" label={t('trainer.sandbox.scenario')} extra={t('trainer.optional')}>
          <Select<ScenarioName>
            allowClear
            options={scenarios?.map((scenario) => ({ value: scenario.name, label: scenario.title }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={span}>
        <Form.Item name="snapshot" label={t('trainer.sandbox.snapshot')} extra={t('trainer.optional')}>
          <Select
            allowClear
            options={snapshots?.map((snapshot) => ({ value: snapshot.name, label: snapshot.name }))}
            notFoundContent={t('trainer.snapshot.none')}
          />
        </Form.Item>
      </Col>
    </>
  );
}
