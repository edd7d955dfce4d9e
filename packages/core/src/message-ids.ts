import { ACCOUNT_MESSAGES, ADMIN_PASSWORD_SPECIAL } from './account-messages.ts';
import { API_MESSAGES, VALIDATION_MESSAGES as V } from './extra-messages.ts';
import {
  COMMENT_MESSAGES,
  GENERIC_MESSAGES,
  MAP_MESSAGES,
  PROFILE_MESSAGES,
  REPORT_FORM_MESSAGES as R,
  SIGNUP_MESSAGES,
  VOTE_MESSAGES,
} from './messages.ts';
import { imageTooLargeOffender } from './post-messages.ts';

/**
 * The id of every fixed message core reports to a person: field rules of the zod schemas, password rules,
 * date and file checks, and the API's own refusals that the browser shows in other languages. The id is
 * the web catalogue's key for the message, so the browser translates by it (`t(id)`) and never has to
 * recognise a sentence from its English. A message with values keeps '{name}' placeholders here and
 * travels with its params (IdentifiedMessage). English is the spec's wording: change it in the message
 * files, never here. The web's catalogue test checks each id has this English and a Filipino entry.
 */
export const MESSAGE_IDS = {
  // Sign-up, log-in, one-time codes and password rules.
  'auth.usernameRequired': ACCOUNT_MESSAGES.usernameRequired,
  'auth.usernameTooLong': V.usernameTooLong,
  'auth.emailRequired': ACCOUNT_MESSAGES.emailRequired,
  'auth.emailInvalid': ACCOUNT_MESSAGES.emailInvalid,
  'auth.passwordRequired': ACCOUNT_MESSAGES.passwordRequired,
  'auth.enterPassword': ACCOUNT_MESSAGES.enterPassword,
  'auth.enterOtp': ACCOUNT_MESSAGES.enterOtp,
  'auth.otpFormat': V.otpFormat,
  'auth.passwordTooShort': SIGNUP_MESSAGES.passwordTooShort,
  'auth.passwordNeedsNumber': SIGNUP_MESSAGES.passwordNeedsNumber,
  'auth.passwordMin': ACCOUNT_MESSAGES.passwordMin,
  'auth.needsLowercase': ACCOUNT_MESSAGES.needsLowercase,
  'auth.needsUppercase': ACCOUNT_MESSAGES.needsUppercase,
  'auth.needsNumber': ACCOUNT_MESSAGES.needsNumber,
  'auth.needsSpecial': ACCOUNT_MESSAGES.needsSpecial,
  'auth.needsSymbol': ADMIN_PASSWORD_SPECIAL,
  /** Sign-up and the admin wizard word it the same: one id. */
  'auth.passwordsDoNotMatch': SIGNUP_MESSAGES.passwordsDoNotMatch,

  // The report form: its schema, its date and time checks, its photo rules.
  'report.barangayRequired': R.barangayRequired,
  'report.locationRequired': R.locationRequired,
  'report.outsideCity': R.outsideCity,
  'report.outsideBarangay': R.outsideBarangay,
  'report.addressTooLong': V.reportAddressTooLong,
  'report.dateRequired': R.dateRequired,
  'report.timeRequired': R.timeRequired,
  'report.dateInFuture': R.dateInFuture,
  'report.timeInFuture': R.timeInFuture,
  'report.dateTimeInFuture': R.dateTimeInFuture,
  'report.onlyTodayOrYesterday': R.onlyTodayOrYesterday,
  'report.reportTypeRequired': R.reportTypeRequired,
  'report.descriptionRequired': R.descriptionRequired,
  'report.descriptionLimit': R.descriptionLimit,
  'report.photoRequired': R.photoRequired,
  'report.maxImages': R.maxImages,
  'report.unsupportedFiles': R.unsupportedFiles('{names}'),
  'report.imageTooLarge': imageTooLargeOffender('{file}'),
  'report.fillRequired': R.fillRequired,

  // Profile, comments and votes.
  'profile.bioTooLong': V.bioTooLong,
  'profile.invalidPhotoType': PROFILE_MESSAGES.invalidPhotoType,
  'profile.photoTooLarge': PROFILE_MESSAGES.photoTooLarge,
  'comments.empty': V.commentEmpty,
  'comments.tooLong': V.commentTooLong,
  'comments.loginToComment': COMMENT_MESSAGES.loginToComment,
  'vote.loginToVote': VOTE_MESSAGES.loginToVote,
  'vote.onlyRegularUsers': VOTE_MESSAGES.onlyRegularUsers,

  // Refusals of the API without a code of their own, and the client's words for a call that failed.
  'landing.loginToShare': R.loginToShare,
  'map.reportNotFound': API_MESSAGES.reportNotFound,
  'report.addressNotFound': MAP_MESSAGES.addressNotFound,
  'server.unexpected': GENERIC_MESSAGES.unexpected,
  'server.connectionError': GENERIC_MESSAGES.connectionError,
} as const satisfies Record<string, string>;

export type MessageId = keyof typeof MESSAGE_IDS;

type Values = Readonly<Record<string, string | number>>;

/** A message as core reports it: its id and values (what the browser translates by) and its English. */
export interface IdentifiedMessage {
  id: MessageId;
  message: string;
  params?: Values;
}

export const isMessageId = (value: unknown): value is MessageId =>
  typeof value === 'string' && Object.hasOwn(MESSAGE_IDS, value);

/** The message of an id, its placeholders filled: `identified('report.unsupportedFiles', { names })`. */
export function identified(id: MessageId, params?: Values): IdentifiedMessage {
  const template: string = MESSAGE_IDS[id];
  if (!params) return { id, message: template };
  const message = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
  return { id, message, params };
}

let idsByText: Map<string, MessageId> | undefined;

/**
 * The id of a fixed core message from its exact English: only for what arrives without its id, a zod
 * built-in check (min, max, email: zod keeps `params` only on custom issues) or an AppError's message.
 * Each English text has one id (message-ids.test.ts), so the answer is never a guess.
 */
export function messageIdOf(text: string): MessageId | undefined {
  idsByText ??= new Map(Object.entries(MESSAGE_IDS).map(([id, english]) => [english, id as MessageId]));
  return idsByText.get(text);
}

/** The id of a zod issue: a custom issue's `params.id`, else its message looked up in MESSAGE_IDS. */
export function issueMessageId(issue: { message: string; params?: unknown }): MessageId | undefined {
  const id = (issue.params as { id?: unknown } | undefined)?.id;
  return isMessageId(id) ? id : messageIdOf(issue.message);
}

/** A custom zod issue that carries its id: `ctx.addIssue(idIssue('auth.needsNumber'))`. */
export const idIssue = (id: MessageId) =>
  ({ code: 'custom', message: MESSAGE_IDS[id], params: { id } }) as const;

/** Options of a `.refine()` that reports a core message with its id. */
export const refineWith = (id: MessageId, path?: string[]) => ({
  error: MESSAGE_IDS[id],
  params: { id },
  ...(path ? { path } : {}),
});
