import { GENERIC_MESSAGES, REPORT_FORM_MESSAGES } from '@dengue/core';

/**
 * The English catalogue: the source of every key, and the spec's own strings (the browser tests assert
 * them). Where the spec's text lives in packages/core, the entry points at it instead of copying it.
 * Keys are '<screen>.<what>'; '{name}' marks a placeholder that every language must keep.
 */
export const en = {
  'language.label': 'Language',
  'language.en': 'English',
  'language.fil': 'Filipino',
  'language.loadFailed': 'Could not load Filipino. Check your connection and try again.',

  'time.justNow': 'just now',

  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.mapping': 'Mapping',
  'nav.community': 'Community',
  'nav.buzzline': 'BuzzLine',
  'nav.about': 'About',
  'nav.menu': 'Menu',
  'nav.guest': 'Guest',
  'nav.login': 'Login',
  'nav.logout': 'Logout',
  'nav.loggedOut': GENERIC_MESSAGES.loggedOut,
  'nav.skipToMain': 'Skip to main content',
  'nav.loadingApp': 'Loading Dengue Watch QC...',

  'footer.tagline':
    'Community dengue tracking for Quezon City, in partnership with the Quezon City Epidemiology and Surveillance Division.',
  'footer.explore': 'Explore',
  'footer.credits': 'Dengue Watch QC. Map data © OpenStreetMap contributors.',
  'footer.termsPrivacy': 'Terms and Privacy',

  'error.somethingWrong': GENERIC_MESSAGES.somethingWrong,
  'error.pageTitle': 'Error',
  'error.page': GENERIC_MESSAGES.errorPage,
  'error.goHome': 'Go to Home',
  'error.crashTitle': GENERIC_MESSAGES.crashScreen,
  'error.crashBody': 'This screen stopped working. You can try it again or go back to the home page.',
  'error.tryAgain': 'Try Again',
  'error.loadFailedTitle': GENERIC_MESSAGES.failedToLoadComponent,
  'error.loadFailedBody':
    'This screen could not be downloaded. Check your internet connection, then try again.',
  'error.retry': 'Retry',
  'error.retrying': 'Retrying...',

  'buzzline.eyebrow': 'Dengue Watch QC',
  'buzzline.intro':
    'Dengue news and prevention tips for Quezon City residents, straight from the people who track the disease.',
  'buzzline.latestNews': 'Latest News',
  'buzzline.preventionTips': 'Prevention Tips',
  'buzzline.viewAll': 'View all',
  'buzzline.viewAllNews': 'View all latest news',
  'buzzline.viewAllTips': 'View all prevention tips',
  'buzzline.whatIs': 'What is BuzzLine?',
  'buzzline.whatIsNews':
    'BuzzLine is where the Quezon City Epidemiology and Surveillance Division publishes dengue news and prevention tips. Updates cover case trends, outbreak alerts and city programmes such as clean-up drives, larvicide trapping and fogging in hotspot areas.',
  'buzzline.whatIsTips':
    'Prevention tips explain what every household can do: search and destroy breeding sites each week, protect yourself from mosquito bites, and seek early consultation when a fever lasts two days or more. Check back often, and share what you learn with your barangay.',
  'buzzline.backTo': 'Back to BuzzLine',
  'buzzline.emptyNews': 'No updates available at the moment.',
  'buzzline.emptyTips': 'No tips available at the moment.',
  'buzzline.loadingNews': 'Loading news...',
  'buzzline.loadingTips': 'Loading tips...',
  'buzzline.fallback': 'The latest posts could not be loaded. Showing the built-in articles.',
  'buzzline.retry': 'Retry',
  'buzzline.updatesIntro':
    'Dengue updates for Quezon City from the city epidemiology and surveillance division.',
  'buzzline.highlights': 'Latest news highlights',
  'buzzline.allNews': 'All News',
  'buzzline.tipsIntro':
    'Practical advice from the city epidemiology and surveillance division to keep dengue out of your home and barangay.',
  'article.category.news': 'News',
  'article.category.tip': 'Prevention Tip',
  'article.category.announcement': 'Announcement',
  'article.notFound': 'Article not found',
  'article.notFoundBody': 'This article does not exist or is no longer available.',
  'article.goBack': 'Go Back',
  'article.title': 'Article',
  'article.loadFailed': 'The article could not be loaded',
  'article.loadFailedBody': 'Check your connection and try again.',
  'article.loading': 'Loading article...',
  'article.imagesOf': 'Images of {title}',
  'article.imageAlt': 'Image {n} of {count} for {title}',
  'carousel.item.slide': 'slide',
  'carousel.item.image': 'image',
  'carousel.previous': 'Previous {item}',
  'carousel.next': 'Next {item}',
  'carousel.position': '{n} of {count}',
  'carousel.goTo': 'Go to {item} {n} of {count}',
  'carousel.play': 'Play slideshow',
  'carousel.pause': 'Pause slideshow',

  'app.defaultTitle': 'Dengue Watch QC — Community dengue tracking for Quezon City',
  'landing.eyebrow': 'Community dengue tracking for Quezon City',
  'landing.heroTitle': 'Track dengue. Report breeding sites. /Protect your barangay./',
  'landing.heroText':
    'See weekly dengue patterns for every barangay, share where mosquitoes may breed, and get the prevention tips and alerts of the Quezon City Epidemiology and Surveillance Division.',
  'landing.checkPatterns': 'Check Dengue Patterns',
  'landing.reportSite': 'Report a Breeding Site',
  'landing.getTips': 'Get Prevention Tips',
  'landing.valuesTitle': 'Built with and for the community',
  'landing.confidentiality': 'Confidentiality',
  'landing.confidentialityText':
    'Report anonymously if you prefer: other residents will not see your name, and photos are cleaned of hidden location data.',
  'landing.accessibility': 'Accessibility',
  'landing.accessibilityText':
    'Free in any browser, on a phone or a computer. The map, alerts and prevention tips need no account.',
  'landing.community': 'Community',
  'landing.communityText':
    'Every validated report helps health workers find breeding sites sooner and plan clean-ups where they matter.',
  'landing.shareTitle': 'Seen a possible breeding site?',
  'landing.shareText':
    'Stagnant water, uncollected garbage, open containers: tell the surveillance team where.',
  'landing.shareButton': 'Share a breeding-site report',
  'landing.loginToShare': REPORT_FORM_MESSAGES.loginToShare,
  'landing.mapTitle': 'Dengue map of Quezon City',
  'landing.mapText':
    'Barangays coloured by their latest dengue pattern, with validated breeding-site reports.',
  'landing.mapUnavailable': 'The map preview could not be loaded.',
  'landing.openMap': 'Open the dengue map',
  'landing.mapLoading': 'Loading map...',
  'landing.mapLater': 'The map preview appears as you scroll here.',
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
