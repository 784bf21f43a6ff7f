import { DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Form, Image, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PICTURES } from '../station-form';
import { imageAddress } from '../station-images';
import { ImageUploadButton } from './image-upload-button';

interface ThumbnailsProps {
  paths: readonly string[];
  onRemove: (path: string) => void;
}

function RemovableThumbnails({ paths, onRemove }: ThumbnailsProps) {
  const { t } = useTranslation();
  return paths.map((path) => (
    <Space key={path} orientation="vertical" align="center" size={4}>
      <Image src={imageAddress(path)} width={72} height={72} style={{ objectFit: 'cover' }} />
      <Button
        size="small"
        icon={<DeleteOutlined />}
        aria-label={t('station.image.remove')}
        onClick={() => onRemove(path)}
      />
    </Space>
  ));
}

interface PicturesValue {
  value?: string[];
  onChange?: (value: string[]) => void;
}

function PicturesInput({ value = [], onChange }: PicturesValue) {
  // An upload settles after the user may have removed a picture; it adds to the list as it is then.
  const latest = useRef(value);
  latest.current = value;
  return (
    <Space wrap align="start">
      <RemovableThumbnails paths={value} onRemove={(path) => onChange?.(value.filter((kept) => kept !== path))} />
      <ImageUploadButton
        disabled={value.length >= MAX_PICTURES}
        onUploaded={(path) => onChange?.([...latest.current, path].slice(0, MAX_PICTURES))}
      />
    </Space>
  );
}

interface LogoValue {
  value?: string;
  onChange?: (value: string) => void;
}

/** One logo: a new upload replaces it. */
function LogoInput({ value = '', onChange }: LogoValue) {
  return (
    <Space wrap align="start">
      <RemovableThumbnails paths={value ? [value] : []} onRemove={() => onChange?.('')} />
      <ImageUploadButton onUploaded={(path) => onChange?.(path)} />
    </Space>
  );
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
          <PicturesInput />
        </Form.Item>
      </Col>
    </>
  );
}
