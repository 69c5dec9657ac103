import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('says how many bytes have gone and what share, on a bar screen readers announce', () => {
    render(
      <I18nProvider>
        <UploadProgress progress={{ loaded: 786_432, total: 3_145_728 }} onCancel={() => {}} />
      </I18nProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Sending your files' });
    expect(bar).toHaveAttribute('value', '786432');
    expect(bar).toHaveAttribute('max', '3145728');
    expect(bar).toHaveAttribute('aria-valuetext', '768 KB of 3 MB sent (25%)');
    expect(screen.getByText('768 KB of 3 MB sent (25%)')).toBeInTheDocument();
  });

  it('is indeterminate until the total is known, and cancels on request', async () => {
    const onCancel = vi.fn();
    render(
      <I18nProvider>
        <UploadProgress progress={{ loaded: 0, total: null }} onCancel={onCancel} />
      </I18nProvider>,
    );
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('value');
    expect(screen.getByText('Starting…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel sending' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
