import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission/permission';
import { FileButton } from '../../../components/upload/file-button';
import { uploadImageMutationOptions } from '../api/upload-image';

export interface ImageUploadButtonProps {
  /** Receives the stored image's path, which the station's Logo and Pictures hold. */
  onUploaded: (path: string) => void;
  disabled?: boolean;
}

/** Uploads one PNG or JPG; the server lets only station editors store images, so only they see the button. */
export function ImageUploadButton({ onUploaded, disabled }: ImageUploadButtonProps) {
  const { t } = useTranslation();
  const { mutateAsync: store } = useMutation(uploadImageMutationOptions());
  const upload = async (file: File) => onUploaded((await store(file)).rel_path);
  return (
    <Permission value="operator:station:edit">
      <FileButton kind="image" onFile={upload} disabled={disabled}>
        {t('station.image.upload')}
      </FileButton>
    </Permission>
  );
}
