import { registerEnglish } from '../language-store';

/**
 * English, part 'buzzline': BuzzLine pages and articles. Loaded with the screens that use it (any module that
 * uses one of these keys imports this file), so other screens do not download it.
 */
export const buzzlineEn = {
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
  'carousel.role': 'carousel',
  'carousel.item.slide': 'slide',
  'carousel.item.image': 'image',
  'carousel.previous': 'Previous {item}',
  'carousel.next': 'Next {item}',
  'carousel.position': '{n} of {count}',
  'carousel.goTo': 'Go to {item} {n} of {count}',
  'carousel.play': 'Play slideshow',
  'carousel.pause': 'Pause slideshow',
} satisfies Record<string, string>;

registerEnglish(buzzlineEn);
