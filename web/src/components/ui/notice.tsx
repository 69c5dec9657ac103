import type { ReactNode } from 'react';

export interface NoticeProps {
  /** error: something failed; success: it worked; info: neutral; empty: nothing to show yet. */
  tone: 'error' | 'success' | 'info' | 'empty';
  children: ReactNode;
}

/** A message box. Errors are announced immediately (role=alert); the rest politely (role=status). */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
