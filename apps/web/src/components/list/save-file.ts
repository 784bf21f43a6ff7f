import type { DownloadedFile } from '@pcharging/api-client';

/** Hands a downloaded file to the browser's save dialog under the name the server gave it. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
