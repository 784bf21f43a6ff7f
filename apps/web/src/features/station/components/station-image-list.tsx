import { Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { imageAddress } from '../station-images';

export interface StationImageListProps {
  paths: readonly string[];
  size?: number;
}

/** Thumbnails of stored images that open large on click; the catalogue's dash when there are none. */
export function StationImageList({ paths, size = 72 }: StationImageListProps) {
  const { t } = useTranslation();
  if (paths.length === 0) return t('common.none');
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {paths.map((path) => (
          <Image key={path} src={imageAddress(path)} width={size} height={size} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
