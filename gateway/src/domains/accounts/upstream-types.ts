import { z } from 'zod';
import { idLike, numeric, text } from '../../lib/dto';
import type { ViewerRecord } from '../../session/account-standing';

/** `POST token/` 200: tokens plus who signed in. */
export const loginDto = z.looseObject({
  access: z.string().min(1),
  refresh: text,
  username: text,
  role: text,
  account_status: text,
});
export type LoginDto = z.output<typeof loginDto>;

/** `POST token/refresh/` 200 (SimpleJWT; `refresh` only when rotation is on). */
export const refreshDto = z.looseObject({ access: z.string().min(1), refresh: text });

/** A grade as `user/me/` might report it: a name, an id, or `{id, name}`. */
const gradeRef = z
  .union([z.string(), z.number(), z.looseObject({ name: text, id: idLike })])
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

/**
 * `GET user/me/` 200. This backend sends only username, role, full_name, email and account_status; the other
 * profile fields of the spec are read when a newer backend sends them.
 */
export const meDto = z.looseObject({
  username: z.string().min(1),
  role: text,
  full_name: text,
  email: text,
  account_status: text,
  school_name: text,
  schooling_status: text,
  city: text,
  province: text,
  grade: gradeRef,
  gender: text,
  language_used_at_home: text,
  profile_picture: text,
});
export type MeDto = z.output<typeof meDto>;

/** Mutation answers (accounts' and the renewal's): `{"message"}`, `{"success"}`, sometimes with `grade_changes_left`. */
export const messageDto = z
  .looseObject({ message: text, success: text, detail: text, grade_changes_left: numeric })
  .nullish()
  .transform((v) => v ?? { message: null, success: null, detail: null, grade_changes_left: null });

/** Parent of `Session`: the login answer (its role already checked) plus the token the session's user is read with. */
export interface SessionSource {
  accessToken: string;
  /** Who signed in, as the sign-in verified it: the parent of `Session.viewer`. */
  viewer: ViewerRecord;
  tokens: { accessToken: string; refreshToken: string | null } | null;
  login: LoginDto;
}

/** Where the gateway learned a student's grade (a `GradeSource` value). */
export type GradeSourceValue = 'PROFILE' | 'PROFILE_EDIT' | 'SIGN_UP' | 'HISTORY' | 'HER_ANSWER';
