import { registerEnglish } from '../language-store';

/**
 * English, part 'about': /about. Loaded with the screens that use it (any module that
 * uses one of these keys imports this file), so other screens do not download it.
 */
export const aboutEn = {
  'about.title': 'About',
  'about.partner': 'Partner',
  'about.partnerText': 'In partnership with the Quezon City Epidemiology and Surveillance Division',
  'about.heading': 'About /Dengue Watch QC/',
  'about.description':
    'Dengue Watch QC brings weekly updated dengue data, alerts and prevention tips to the residents of Quezon City, together with crowdsourced reports of mosquito breeding sites and data-driven insights that help health workers act where they are needed most.',
  'about.mission': 'Mission',
  'about.missionText':
    'To empower communities through dengue tracking and crowdsourced reports, raise awareness, promote prevention and support rapid outbreak response.',
  'about.vision': 'Vision',
  'about.visionText':
    'To be the leading community-driven dengue prevention platform for a dengue-free future.',
  'about.dataSources': 'Data sources',
  'about.boundaries': 'Barangay boundaries ©',
  'about.osmContributors': 'OpenStreetMap contributors',
  'about.availableUnder': ', available under the',
  'about.odbl': 'Open Database License (ODbL 1.0)',
  'about.population':
    'Population figures: Philippine Statistics Authority 2015 census, as tagged in OpenStreetMap',
  'about.historical':
    'Historical weekly dengue counts: Philippines Department of Health, via the Humanitarian Data Exchange',
} satisfies Record<string, string>;

registerEnglish(aboutEn);
