import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, InputNumber, Space, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/feedback-context';
import {
  pauseClockMutationOptions,
  resumeClockMutationOptions,
  setClockSpeedMutationOptions,
  stepClockMutationOptions,
  useClock,
} from '../api/clock';
import { SectionTitle } from './section-title';
import { useNetworkTime } from './use-network-time';

const MAX_STEP_MINUTES = 24 * 60;
const MAX_SPEED = 3600;

/** The simulated clock: what time it is on the network, how fast it runs, and the trainer's hands on it. */
export function ClockCard() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const networkTime = useNetworkTime();
  const { data: clock } = useClock();
  const pause = useMutation(pauseClockMutationOptions());
  const resume = useMutation(resumeClockMutationOptions());
  const step = useMutation(stepClockMutationOptions());
  const setSpeed = useMutation(setClockSpeedMutationOptions());
  const [minutes, setMinutes] = useState<number | null>(15);
  const [speed, setSpeedInput] = useState<number | null>(null);
  const stepId = useId();
  const speedId = useId();

  if (!clock) return null;
  const speedValue = speed ?? clock.speed;

  const onStep = () => {
    if (!minutes) return;
    step.mutate(minutes, {
      onSuccess: (answer) => void message.success(t('trainer.clock.stepped', { minutes, ticks: answer.ticks })),
    });
  };

  return (
    <Card title={<SectionTitle>{t('trainer.clock.title')}</SectionTitle>}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'now',
            label: t('trainer.clock.now'),
            children: `${networkTime(clock.iso)} (${clock.timeZone})`,
          },
          {
            key: 'speed',
            label: t('trainer.clock.speed'),
            children: t('trainer.clock.speedValue', { speed: clock.speed }),
          },
          {
            key: 'state',
            label: t('trainer.clock.state'),
            children: (
              <Space size={4} wrap>
                {clock.paused ? (
                  <Tag color="orange">{t('trainer.clock.paused')}</Tag>
                ) : (
                  <Tag color="green">{t('trainer.clock.running')}</Tag>
                )}
                {clock.engineRunning ? null : <Tag>{t('trainer.clock.engineOff')}</Tag>}
              </Space>
            ),
          },
        ]}
      />
      {clock.controllable ? null : (
        <Typography.Paragraph type="secondary">{t('trainer.clock.notControllable')}</Typography.Paragraph>
      )}
      <Flex wrap gap={16} align="end" style={{ marginTop: 8 }}>
        {clock.paused ? (
          <Button
            icon={<PlayCircleOutlined />}
            disabled={!clock.controllable}
            loading={resume.isPending}
            onClick={() => resume.mutate()}
          >
            {t('trainer.clock.resume')}
          </Button>
        ) : (
          <Button
            icon={<PauseCircleOutlined />}
            disabled={!clock.controllable}
            loading={pause.isPending}
            onClick={() => pause.mutate()}
          >
            {t('trainer.clock.pause')}
          </Button>
        )}
        <Flex vertical gap={4}>
          <label htmlFor={stepId}>{t('trainer.clock.stepMinutes')}</label>
          <Space.Compact>
            <InputNumber<number>
              id={stepId}
              min={1}
              max={MAX_STEP_MINUTES}
              precision={0}
              value={minutes}
              onChange={setMinutes}
              onPressEnter={onStep}
              style={{ width: 120 }}
            />
            <Button loading={step.isPending} disabled={!minutes} onClick={onStep}>
              {t('trainer.clock.step')}
            </Button>
          </Space.Compact>
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={speedId}>{t('trainer.clock.speedInput')}</label>
          <Space.Compact>
            <InputNumber<number>
              id={speedId}
              min={0.01}
              max={MAX_SPEED}
              value={speedValue}
              onChange={setSpeedInput}
              style={{ width: 120 }}
            />
            <Button
              disabled={!clock.controllable || !speedValue}
              loading={setSpeed.isPending}
              onClick={() => setSpeed.mutate(speedValue, { onSuccess: () => setSpeedInput(null) })}
            >
              {t('trainer.clock.setSpeed')}
            </Button>
          </Space.Compact>
        </Flex>
      </Flex>
    </Card>
  );
}
