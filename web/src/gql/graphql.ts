/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Input for `login`. */
export type LoginInput = {
  /** The account's password. */
  password: string;
  /** Browser sessions only: keep the session cookie after the browser closes (otherwise it ends with the browser). */
  remember?: boolean | null | undefined;
  /** How the session is handed to the client. */
  tokenDelivery?: TokenDelivery | null | undefined;
  /** The account's username. */
  username: string;
};

/** What a user does on Learnify. */
export type Role =
  /** Staff; signs in through the backend only. */
  | 'ADMIN'
  /** Staff; signs in through the backend only. */
  | 'MANAGER'
  /** A child taking quizzes. */
  | 'STUDENT'
  /** A teacher following the students of their school. */
  | 'TEACHER';

/** How `login` hands the session to the client. */
export type TokenDelivery =
  /** Non-browser clients: tokens in the payload; no cookie. */
  | 'BEARER'
  /** Browsers: an httpOnly session cookie; no token in the payload. */
  | 'COOKIE';

/** Reasons a mutation can refuse input that the user can correct. */
export type UserErrorCode =
  /** The account exists but is not active yet (awaiting verification). */
  | 'ACCOUNT_NOT_ACTIVE'
  /** The grade was already changed twice this calendar year. */
  | 'GRADE_CHANGE_LIMIT'
  /** Username or password is wrong, or the account is not activated yet. */
  | 'INVALID_CREDENTIALS'
  /** A field is missing or has a value the upstream rejects. */
  | 'INVALID_INPUT'
  /** A required file (for example the fee receipt) was not attached. */
  | 'MISSING_FILE'
  /** Admins and managers cannot sign in on the site; they use the backend. */
  | 'ROLE_NOT_ALLOWED'
  /** The current password given for a password change is wrong. */
  | 'WRONG_PASSWORD';

export type HomeScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeScreenQuery = { me: { id: string, fullName: string | null, role: Role } | null, catalogue: Array<{ id: string, name: string }> };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { errors: Array<{ code: UserErrorCode, message: string }> } };


export const HomeScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeScreenQuery, HomeScreenQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;