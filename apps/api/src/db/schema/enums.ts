import {
  ACCOUNT_STATUSES,
  CASE_OUTCOMES,
  DEATH_PRIORITIES,
  INTERVENTION_STATUSES,
  INTERVENTION_TYPES,
  OTP_PURPOSES,
  PATTERN_TYPES,
  POST_CATEGORIES,
  POST_STATUSES,
  REPORT_STATUSES,
  REPORT_TYPES,
  ROLES,
} from '@dengue/core';
import { pgEnum } from 'drizzle-orm/pg-core';

// The enum values come from packages/core so the database, the API and the web app agree on one list.
export const roleEnum = pgEnum('role', ROLES);
export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);
export const otpPurposeEnum = pgEnum('otp_purpose', OTP_PURPOSES);
export const reportTypeEnum = pgEnum('report_type', REPORT_TYPES);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);
export const postCategoryEnum = pgEnum('post_category', POST_CATEGORIES);
export const postStatusEnum = pgEnum('post_status', POST_STATUSES);
export const interventionTypeEnum = pgEnum('intervention_type', INTERVENTION_TYPES);
export const interventionStatusEnum = pgEnum('intervention_status', INTERVENTION_STATUSES);
export const patternTypeEnum = pgEnum('pattern_type', PATTERN_TYPES);
export const deathPriorityEnum = pgEnum('death_priority', DEATH_PRIORITIES);
export const caseOutcomeEnum = pgEnum('case_outcome', CASE_OUTCOMES);
export const voteDirectionEnum = pgEnum('vote_direction', ['up', 'down']);
export const importStatusEnum = pgEnum('import_status', [
  'queued',
  'parsing',
  'saving',
  'analysing',
  'done',
  'failed',
]);
