import { uploadImage } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Stores one image and answers its path; the file button reports a failure. */
export const uploadImageMutationOptions = () =>
  mutationOptions({
    mutationFn: (file: File) => uploadImage(api, { file }),
    meta: { silentError: true },
  });
