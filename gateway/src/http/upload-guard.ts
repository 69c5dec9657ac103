import type { NextFunction, Request, Response } from 'express';

export const CSRF_MESSAGE =
  "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header (with a type that is not one of application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty value for one of the following headers: x-apollo-operation-name, apollo-require-preflight";

/**
 * Apollo's CSRF prevention, applied to multipart requests BEFORE their files are parsed: a browser can send
 * multipart cross-site without a preflight, so uploads must carry `Apollo-Require-Preflight` (or an operation
 * name header). Apollo would refuse them too, but only after the upload had been read.
 */
export function uploadCsrfGuard(req: Request, res: Response, next: NextFunction) {
  if (!req.is('multipart/form-data')) return next();
  const preflighted = Boolean(
    req.get('apollo-require-preflight')?.trim() || req.get('x-apollo-operation-name')?.trim(),
  );
  if (preflighted) return next();
  res.status(400).json({ errors: [{ message: CSRF_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
}
