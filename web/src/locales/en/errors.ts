import type { UserErrorCode } from '../../gql/graphql';

/**
 * Our own words for every error the gateway can report (lib/error-messages.ts picks them). The server's message is
 * never shown: it may be the Learnify API's English text, which a child reading Urdu cannot use.
 */
const errors = {
  /** `UserError.code` of a mutation payload (schema.graphql `UserErrorCode`). */
  user: {
    INVALID_CREDENTIALS: 'the username or password is not right (or the account is not active yet).',
    ROLE_NOT_ALLOWED: 'Admins and Managers must log in from the backend.',
    ACCOUNT_NOT_ACTIVE: 'Your account is not active yet. Please wait for activation.',
    INVALID_INPUT: 'Learnify did not accept this. Please check it and try again.',
    WRONG_PASSWORD: 'Your current password is not right.',
    GRADE_CHANGE_LIMIT:
      'The grade can be changed only twice a year, and it was changed twice already this year.',
    MISSING_FILE: 'Please attach the file.',
    PASSWORD_TOO_SHORT: 'The password is too short.',
    PASSWORD_CONTAINS_USERNAME: 'The password must not contain the username.',
    PASSWORD_TOO_COMMON: 'This password is too common and easy to guess. Please choose another.',
    GUARDIAN_CONSENT_REQUIRED: 'A parent or guardian must agree before a child’s account is made.',
    FAMILY_LINK_LIMIT:
      'You already have 3 family links. Turn one off, or renew one instead of making another.',
  } satisfies Record<UserErrorCode, string>,
  /** `INVALID_INPUT` on these fields says what is most likely wrong. */
  field: {
    username: 'This username cannot be used. It may be taken already: please choose another.',
    email: 'Please check this e-mail address.',
  },
  /** `extensions.code` of a GraphQL error. */
  gateway: {
    UNAUTHENTICATED: 'You are signed out. Please log in again.',
    FORBIDDEN: 'This is not available to your account.',
    NOT_FOUND: 'We could not find this.',
    BAD_USER_INPUT: 'Something you entered was not accepted. Please check it and try again.',
    UPSTREAM_TIMEOUT: 'Learnify is taking too long to answer. Please try again in a moment.',
    UPSTREAM_ERROR: 'Learnify is having trouble right now. Please try again later.',
    RATE_LIMITED: 'Too many attempts from this device. Please wait {minutes} minutes and try again.',
    PERSISTED_QUERY_REQUIRED: 'This version of the app is out of date. Please reload the page.',
    PERSISTED_QUERY_NOT_FOUND: 'This version of the app is out of date. Please reload the page.',
    PERSISTED_QUERY_HASH_MISMATCH: 'This version of the app is out of date. Please reload the page.',
    UNKNOWN_CLIENT: 'This version of the app is out of date. Please reload the page.',
    DOCUMENTS_UNAVAILABLE: 'Learnify is busy just now. Please try again in a moment.',
    OPERATION_RESOLUTION_FAILURE: 'Something went wrong in the app. Please reload the page.',
    STANDING_UNKNOWN:
      'Learnify could not check your account just now. Your answer is kept and will be sent again.',
    SUBSCRIPTION_EXPIRED: 'Your subscription has expired. Please renew.',
    SERVICE_UNAVAILABLE:
      'Learnify cannot do this just now. Nothing was changed. Please try again in a moment.',
    BAD_REQUEST: 'The app sent a request Learnify could not read. Please reload the page and try again.',
    PAYLOAD_TOO_LARGE: 'That is too much to send at once. Please choose a smaller file.',
    GRAPHQL_VALIDATION_FAILED: 'Something went wrong in the app. Please reload the page.',
    GRAPHQL_PARSE_FAILED: 'Something went wrong in the app. Please reload the page.',
    INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again later.',
  },
  /** No answer at all (offline, or the connection dropped). */
  network: 'Learnify could not be reached. Please check your internet connection and try again.',
  /** A code this version of the app does not know yet. */
  unknown: 'Something went wrong. Please try again.',
} as const;

export default errors;
