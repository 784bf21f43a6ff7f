import { ApiError, type DownloadedFile } from '@pcharging/api-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../testing/render';
import { PermissionProvider } from '../permission/permission-provider';
import { ExportButton, type ExportButtonProps } from './export-button';

const file: DownloadedFile = { blob: new Blob(['x']), fileName: 'orders-20260301-083000.xlsx' };

function renderExport(props: Omit<ExportButtonProps, 'permission'>, held = ['money:order:export']) {
  return renderInApp(
    <PermissionProvider permissions={held}>
      <ExportButton permission="money:order:export" {...props} />
    </PermissionProvider>,
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('ExportButton', () => {
  it('says it is downloading while busy, then saves the file under its name', async () => {
    const pending = deferred<DownloadedFile>();
    const save = vi.fn();
    renderExport({ download: () => pending.promise, save });
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByText('Downloading data, please wait.')).toBeTruthy();
    await act(async () => pending.resolve(file));
    expect(save).toHaveBeenCalledWith(file);
    await waitFor(() => expect(screen.queryByText('Downloading data, please wait.')).toBeNull());
  });

  it('toasts the download failure when the file does not arrive', async () => {
    renderExport({ download: () => Promise.reject(new ApiError({ kind: 'http', status: 502 })), save: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(
      await screen.findByText('An error occurred while downloading the file; contact the administrator.'),
    ).toBeTruthy();
  });

  it("toasts the server's reason for a refused export", async () => {
    const refusal = ApiError.fromAnswer(1001, 'Too many orders to export (at most 100,000); narrow the filters', null);
    renderExport({ download: () => Promise.reject(refusal), save: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByText(/Too many orders to export/)).toBeTruthy();
  });

  it('is not there without the export permission', () => {
    renderExport({ download: vi.fn(), save: vi.fn() }, ['money:order:list']);
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });
});
