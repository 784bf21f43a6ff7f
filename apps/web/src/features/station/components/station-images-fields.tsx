import { DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Form, Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PICTURES } from '../station-form';
import { imageAddress } from '../station-images';

interface ImagesValue {
  value?: string[];
  onChange?: (value: string[]) => void;
}

function RemovableImages({ value = [], onChange }: ImagesValue) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      {value.map((path) => (
        <Space key={path} direction="vertical" align="center" size={4}>
          <Image src={imageAddress(path)} width={72} height={72} style={{ objectFit: 'cover' }} />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('station.image.remove')}
            onClick={() => onChange?.(value.filter((candidate) => candidate !== path))}
          />
        </Space>
      ))}
    </Space>
  );
}

interface LogoValue {
  value?: string;
  onChange?: (value: string) => void;
}

function LogoInput({ value = '', onChange }: LogoValue) {
  return <RemovableImages value={value ? [value] : []} onChange={(paths) => onChange?.(paths[0] ?? '')} />;
}

/** The logo and the pictures of a station. */
export function StationImagesFields() {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="Logo" label={t('station.field.logo')}>
          <LogoInput />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="Pictures"
          label={t('station.field.pictures')}
          extra={t('station.image.limit', { count: MAX_PICTURES })}
        >
          <RemovableImages />
        </Form.Item>
      </Col>
    </>
  );
}
