import { useCallback } from 'react';
import { useT } from '@/lib/i18n';
import type { PayloadError } from './form-errors';

const PASSWORD_CODES = ['PASSWORD_TOO_SHORT', 'PASSWORD_CONTAINS_USERNAME', 'PASSWORD_TOO_COMMON'] as const;
type PasswordCode = (typeof PASSWORD_CODES)[number];

const isPasswordCode = (code: string): code is PasswordCode =>
  (PASSWORD_CODES as readonly string[]).includes(code);

/**
 * Rewords the gateway's password-rule errors in the reader's language (the gateway's own message is English); any
 * other error is passed through as the server worded it.
 */
export function useLocalizedPasswordErrors() {
  const t = useT();
  return useCallback(
    <E extends PayloadError>(errors: readonly E[]): E[] =>
      errors.map((e) =>
        isPasswordCode(e.code) ? { ...e, message: t(`security.passwordErrors.${e.code}`) } : e,
      ),
    [t],
  );
}
