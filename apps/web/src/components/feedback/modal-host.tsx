// antd's dialog styles arrive with the first dialog (see antd-styles.ts).
import 'virtual:antd-dialog.css';
import { Modal } from 'antd';
import { useEffect } from 'react';
import type { ModalApi } from './feedback-context';

/** antd's modal machinery, loaded with the first dialog the app opens. */
export default function ModalHost({ onReady }: { onReady: (api: ModalApi) => void }) {
  const [api, holder] = Modal.useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
