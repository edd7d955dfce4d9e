import type { aboutEn } from './en/about';
import type { actionsEn } from './en/actions';
import type { alertsEn } from './en/alerts';
import type { analyticsEn } from './en/analytics';
import type { authEn } from './en/auth';
import type { buzzlineEn } from './en/buzzline';
import type { clusterCallsEn } from './en/cluster-calls';
import type { communityEn } from './en/community';
import type { effectivenessEn } from './en/effectiveness';
import type { emojiEn } from './en/emoji';
import type { legalEn } from './en/legal';
import type { mapEn } from './en/map';
import type { outboxEn } from './en/outbox';
import type { profileEn } from './en/profile';
import type { recommendationsEn } from './en/recommendations';
import type { reportEn } from './en/report';
import type { serverEn } from './en/server';
import type { shellEn } from './en/shell';

/**
 * Every English part together, as a type only: the keys every language must have. The parts themselves
 * load with the screens that use them (en/*.ts), so a resident on /home does not download the others.
 */
export type EnglishCatalogue = typeof shellEn &
  typeof aboutEn &
  typeof actionsEn &
  typeof alertsEn &
  typeof analyticsEn &
  typeof authEn &
  typeof buzzlineEn &
  typeof clusterCallsEn &
  typeof communityEn &
  typeof effectivenessEn &
  typeof emojiEn &
  typeof legalEn &
  typeof mapEn &
  typeof outboxEn &
  typeof profileEn &
  typeof recommendationsEn &
  typeof reportEn &
  typeof serverEn;
