import type { PostCategory } from './constants.ts';

/**
 * The four built-in BuzzLine articles (resident section 2). The web app answers /buzzline/1 to /buzzline/4
 * from this list without a server call; the first start also publishes them as posts.
 */
export interface SampleArticle {
  id: '1' | '2' | '3' | '4';
  title: string;
  category: Extract<PostCategory, 'news' | 'tip'>;
  publishDate: string;
  content: string;
}

export const SAMPLE_ARTICLES: readonly SampleArticle[] = [
  {
    id: '1',
    title: 'Search and destroy: the 4S strategy against dengue',
    category: 'tip',
    publishDate: '2026-06-01T00:00:00.000Z',
    content: [
      'The Department of Health asks every household to follow the 4S strategy.',
      'Search and destroy mosquito breeding sites: once a week, empty, scrub and cover water containers, flower vases, old tyres, drums and gutters.',
      'Self-protection: wear long sleeves and long pants, and use mosquito repellent, especially from early morning to late afternoon, when Aedes mosquitoes bite.',
      'Seek early consultation: go to the nearest health centre when a fever lasts two days or more.',
      'Support fogging or spraying only in hotspot areas where an outbreak is confirmed.',
    ].join('\n\n'),
  },
  {
    id: '2',
    title: 'Know the warning signs of severe dengue',
    category: 'tip',
    publishDate: '2026-06-08T00:00:00.000Z',
    content: [
      'Most people with dengue recover, but some get severe dengue, which needs hospital care at once.',
      'Watch for these signs, usually when the fever goes down (day 3 to 7): severe abdominal pain, persistent vomiting, bleeding from the gums or nose, blood in vomit or stool, fast breathing, tiredness or restlessness.',
      'Do not take aspirin or ibuprofen for a suspected dengue fever; paracetamol is the usual choice. Drink plenty of fluids.',
      'If you see any warning sign, go to the nearest hospital emergency room.',
    ].join('\n\n'),
  },
  {
    id: '3',
    title: 'Why reporting breeding sites helps your barangay',
    category: 'news',
    publishDate: '2026-06-15T00:00:00.000Z',
    content: [
      'Aedes mosquitoes breed in clean, still water within a few hundred metres of homes.',
      'A photo and a pin on the map help the city epidemiology and surveillance division see where breeding sites gather, verify them, and plan clean-up drives, larvicide traps and education campaigns where they matter most.',
      'Reports can be made anonymously. Only validated reports are shown on the public map and feed.',
    ].join('\n\n'),
  },
  {
    id: '4',
    title: 'Rainy season: dengue cases usually rise from June to October',
    category: 'news',
    publishDate: '2026-06-22T00:00:00.000Z',
    content: [
      'In Quezon City, weekly dengue cases usually climb during the rainy season and peak between July and September.',
      'In 2019 a national dengue epidemic was declared on 6 August, after a sustained rise in cases from June.',
      'The Dengue Map shows, for each barangay, whether cases are spiking, rising, falling or steady, based on the case reports the city imports every week.',
    ].join('\n\n'),
  },
];

export function findSampleArticle(id: string): SampleArticle | undefined {
  return SAMPLE_ARTICLES.find((a) => a.id === id);
}
