import { importRfidCards } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rfidChanged } from './rfid-changed';

/** Imports the cards of an XLS/XLSX sheet; the file button reports a failure. */
export const importRfidCardsMutationOptions = () =>
  mutationOptions({
    mutationFn: (file: File) => importRfidCards(api, { file }),
    meta: { ...rfidChanged, silentError: true },
  });
