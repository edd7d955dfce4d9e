/**
 * The admin document's analytics messages, copied character for character. The resident map shows
 * 'Error loading barangay data' from here as well.
 */

export const errorLoadingPatternAlerts = (message: string) => `Error loading pattern alerts: ${message}`;

export const ANALYTICS_MESSAGES = {
  dashboardError: 'Error fetching data...',
  priorityTitle: 'Priority Action Recommendation (Spike Detected)',
  loadingRecommendation: 'Loading recommendation...',
  noSpikeRecommendation: 'No spike recommendation available.',
  noPatternAlerts: 'No pattern alerts found for the selected criteria.',
  patternAlertsError: errorLoadingPatternAlerts,
  barangayDataError: 'Error loading barangay data',
  generatingAi: 'Generating AI recommendations…',
  aiFailed: 'Failed to generate AI recommendations',
  aiUnavailable:
    'Unable to load AI recommendations. Please try again later or contact support if the issue persists.',
  noAi: 'No AI recommendations available.',
  previewUnavailable: 'Preview not available for this site.',
  unknownError: 'Unknown error',
  mapsLoadFailed: 'Failed to load Google Maps',
} as const;
