import { ANALYTICS_MESSAGES } from '@dengue/core';
import { registerEnglish } from '../language-store';

/**
 * English, part 'recommendations': the AI recommendations dialog, opened from the analytics cards (admin) and
 * from a barangay's map popup (residents and admins). Loaded with the dialog. The spec's own sentences come
 * from packages/core (ANALYTICS_MESSAGES).
 */
export const recommendationsEn = {
  'rec.view': 'View Recommendations',
  'rec.viewLabel': 'View recommendations for {barangay}',
  'rec.title': 'AI Recommendations: {barangay}',
  'rec.reportsOne': '1 report',
  'rec.reportsOther': '{count} reports',
  'rec.fatalityOne': '1 fatality',
  'rec.fatalityOther': '{count} fatalities',
  'rec.pattern.spike': 'Spike',
  'rec.pattern.increase': 'Increase',
  'rec.pattern.decrease': 'Decrease',
  'rec.pattern.low_level_activity': 'Low Level Activity',
  'rec.pattern.no_change': 'No Change',
  'rec.pattern.none': 'No Data',
  'rec.generating': ANALYTICS_MESSAGES.generatingAi,
  'rec.tip1':
    'Tip: search and destroy breeding sites: containers that hold water for a week can breed mosquitoes.',
  'rec.tip2': 'Tip: cover water drums and pails, and change the water of vases every week.',
  'rec.tip3': 'Tip: see a doctor early when a fever lasts two days; do not wait for a rash.',
  'rec.tip4': 'Tip: wear long sleeves and use repellent in the early morning and late afternoon.',
  'rec.tip5': 'Tip: the advice uses this week’s cases, community reports, deaths and the weather.',
  'rec.failed': ANALYTICS_MESSAGES.aiFailed,
  'rec.unknownError': ANALYTICS_MESSAGES.unknownError,
  'rec.retry': 'Retry',
  'rec.empty': ANALYTICS_MESSAGES.noAi,
  'rec.notice': 'This advice is supplementary and must be verified before anyone acts on it.',
  'rec.noticeMore':
    'It is written from the figures Dengue Watch computed (cases, reports, deaths, interventions and, when available, the weather). Check it against local knowledge and the guidance of the Quezon City Epidemiology and Surveillance Division.',
  'rec.more': 'More',
  'rec.less': 'Less',
  'rec.briefInsight': 'Brief Insight',
  'rec.weather': 'Weather',
  'rec.weatherUnavailable': 'Weather data is unavailable right now.',
  'rec.temperature': 'Temperature',
  'rec.humidity': 'Humidity',
  'rec.chanceOfRain': 'Chance of rain',
  'rec.condition': 'Condition',
  'rec.weatherDetails': 'Weather details',
  'rec.dateTime': 'Date and time',
  'rec.windSpeed': 'Wind speed',
  'rec.precipitation': 'Precipitation',
  'rec.uvIndex': 'UV index',
  'rec.feelsLike': 'Feels like',
  'rec.notAvailable': 'Not available',
  'rec.readDetailed': 'Read Detailed Recommendations',
  'rec.hideDetailed': 'Hide Detailed Recommendations',
  'rec.recommendations': 'Recommendations',
  'rec.analysis': 'Analysis',
  'rec.predictions': 'Predictions',
  'rec.readMore': 'Read More',
  'rec.showLess': 'Show Less',
  'rec.factors': 'Key Factors Considered',
  'rec.sources': 'Sources',
  'rec.newTab': '(opens in a new tab)',
  'rec.byEngine': 'Written by the Dengue Watch rules from the figures the system computed.',
  'rec.byModel': 'Worded by a language model from the figures the system computed, which were checked.',
  'rec.urgency': 'Urgency: {urgency}',
} satisfies Record<string, string>;

registerEnglish(recommendationsEn);
