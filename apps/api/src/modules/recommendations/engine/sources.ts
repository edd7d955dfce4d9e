import type { RecommendationAudience, RecommendationSource } from '@dengue/core';

/** Public guidance the advice follows; every page here was checked to exist (docs/decisions/029). */
export const SOURCES = {
  whoFactSheet: {
    uri: 'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
    title: 'WHO: Dengue and severe dengue (fact sheet)',
  },
  doh4s: {
    uri: 'https://reliefweb.int/report/philippines/doh-reminds-public-do-4s-vs-dengue-cases-start-rise',
    title: 'Department of Health (Philippines): the 4S strategy against dengue',
  },
  whoVectorControl: {
    uri: 'https://www.who.int/publications/i/item/9789241512978',
    title: 'WHO: Global vector control response 2017–2030',
  },
  whoGuidelines: {
    uri: 'https://www.who.int/publications/i/item/9789241547871',
    title: 'WHO: Dengue guidelines for diagnosis, treatment, prevention and control',
  },
  openMeteo: { uri: 'https://open-meteo.com/en/docs', title: 'Open-Meteo weather forecast API' },
  temperature: {
    uri: 'https://doi.org/10.1371/journal.pntd.0005568',
    title: 'Mordecai et al. (2017): temperature and transmission of dengue by Aedes mosquitoes',
  },
} as const satisfies Record<string, RecommendationSource>;

export const sourcesFor = (
  audience: RecommendationAudience,
  withWeather: boolean,
): RecommendationSource[] => [
  SOURCES.whoFactSheet,
  SOURCES.doh4s,
  ...(audience === 'admin' ? [SOURCES.whoVectorControl, SOURCES.whoGuidelines] : []),
  ...(withWeather ? [SOURCES.openMeteo, SOURCES.temperature] : []),
];
