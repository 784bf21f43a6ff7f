import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
// The single input, not antd's Input family (see login-form).
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';

export interface CaptchaFieldProps {
  imageUrl: string | undefined;
  loading: boolean;
  onRefresh: () => void;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** The captcha input with its image; clicking the image fetches a new one. */
export function CaptchaField({ imageUrl, loading, onRefresh, value, onChange, id }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center">
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={t('login.captchaPlaceholder')}
        autoComplete="off"
        maxLength={8}
        size="large"
      />
      <Button
        onClick={onRefresh}
        title={t('login.captchaRefresh')}
        aria-label={t('login.captchaRefresh')}
        style={{ width: 120, height: 40, padding: 0, flex: 'none', overflow: 'hidden' }}
      >
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={t('login.captchaImage')}
            data-testid="captcha-image"
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : loading ? (
          <Spin size="small" />
        ) : (
          <ReloadOutlined />
        )}
      </Button>
    </Flex>
  );
}
