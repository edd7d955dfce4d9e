import type { Catalogue } from './catalogue';

/**
 * Filipino (Tagalog as Metro Manila's public-health notices write it). Loaded as its own chunk only when a
 * reader picks Filipino. Established loanwords stay: dengue, barangay, login, app, online, report.
 */
export const fil: Catalogue = {
  'language.label': 'Wika',
  'language.en': 'English',
  'language.fil': 'Filipino',
  'language.loadFailed': 'Hindi ma-load ang Filipino. Suriin ang inyong koneksyon at subukang muli.',

  'time.justNow': 'ngayon lang',

  'nav.main': 'Pangunahin',
  'nav.home': 'Tahanan',
  'nav.mapping': 'Mapa',
  'nav.community': 'Komunidad',
  'nav.buzzline': 'BuzzLine',
  'nav.about': 'Tungkol sa Amin',
  'nav.menu': 'Menu',
  'nav.guest': 'Bisita',
  'nav.login': 'Mag-login',
  'nav.logout': 'Mag-logout',
  'nav.loggedOut': 'Matagumpay kayong naka-logout',
  'nav.skipToMain': 'Lumaktaw sa pangunahing nilalaman',
  'nav.loadingApp': 'Nilo-load ang Dengue Watch QC...',

  'footer.tagline':
    'Pagsubaybay ng komunidad sa dengue sa Quezon City, katuwang ang Quezon City Epidemiology and Surveillance Division.',
  'footer.explore': 'Tuklasin',
  'footer.credits': 'Dengue Watch QC. Datos ng mapa © mga kontribyutor ng OpenStreetMap.',
  'footer.termsPrivacy': 'Mga Tuntunin at Privacy',

  'error.somethingWrong': 'May nangyaring mali. Pakisubukang muli.',
  'error.pageTitle': 'Error',
  'error.page': 'Paumanhin! May hindi inaasahang error na nangyari.',
  'error.goHome': 'Bumalik sa Tahanan',
  'error.crashTitle': 'Naku! May nangyaring mali',
  'error.crashBody':
    'Huminto sa paggana ang screen na ito. Maaari ninyo itong subukang muli o bumalik sa home page.',
  'error.tryAgain': 'Subukang Muli',
  'error.loadFailedTitle': 'Hindi Na-load ang Bahaging Ito',
  'error.loadFailedBody':
    'Hindi ma-download ang screen na ito. Suriin ang inyong koneksyon sa internet, saka subukang muli.',
  'error.retry': 'Subukang Muli',
  'error.retrying': 'Sinusubukang muli...',

  'buzzline.eyebrow': 'Dengue Watch QC',
  'buzzline.intro':
    'Mga balita at tip laban sa dengue para sa mga residente ng Quezon City, mula mismo sa mga nagbabantay sa sakit.',
  'buzzline.latestNews': 'Mga Pinakabagong Balita',
  'buzzline.preventionTips': 'Mga Tip sa Pag-iwas',
  'buzzline.viewAll': 'Tingnan lahat',
  'buzzline.viewAllNews': 'Tingnan ang lahat ng pinakabagong balita',
  'buzzline.viewAllTips': 'Tingnan ang lahat ng tip sa pag-iwas',
  'buzzline.whatIs': 'Ano ang BuzzLine?',
  'buzzline.whatIsNews':
    'Sa BuzzLine inilalathala ng Quezon City Epidemiology and Surveillance Division ang mga balita at tip tungkol sa dengue. Saklaw ng mga update ang takbo ng mga kaso, mga babala ng outbreak, at mga programa ng lungsod gaya ng clean-up drive, larvicide trapping, at fogging sa mga hotspot.',
  'buzzline.whatIsTips':
    'Ipinaliliwanag ng mga tip sa pag-iwas ang magagawa ng bawat tahanan: hanapin at sirain ang mga pinamumugaran ng lamok linggo-linggo, protektahan ang sarili sa kagat ng lamok, at magpakonsulta agad kapag dalawang araw o higit pa na ang lagnat. Bumalik nang madalas, at ibahagi ang inyong natutunan sa inyong barangay.',
  'buzzline.backTo': 'Bumalik sa BuzzLine',
  'buzzline.emptyNews': 'Wala pang update sa ngayon.',
  'buzzline.emptyTips': 'Wala pang tip sa ngayon.',
  'buzzline.loadingNews': 'Nilo-load ang mga balita...',
  'buzzline.loadingTips': 'Nilo-load ang mga tip...',
  'buzzline.fallback': 'Hindi ma-load ang mga pinakabagong post. Ipinapakita ang mga nakahandang artikulo.',
  'buzzline.retry': 'Subukang Muli',
  'buzzline.updatesIntro':
    'Mga update tungkol sa dengue sa Quezon City mula sa epidemiology and surveillance division ng lungsod.',
  'buzzline.highlights': 'Mga tampok na balita',
  'buzzline.allNews': 'Lahat ng Balita',
  'buzzline.tipsIntro':
    'Praktikal na payo mula sa epidemiology and surveillance division ng lungsod para mailayo ang dengue sa inyong tahanan at barangay.',
  'article.category.news': 'Balita',
  'article.category.tip': 'Tip sa Pag-iwas',
  'article.category.announcement': 'Anunsyo',
  'article.notFound': 'Hindi nahanap ang artikulo',
  'article.notFoundBody': 'Wala ang artikulong ito o hindi na ito makikita.',
  'article.goBack': 'Bumalik',
  'article.title': 'Artikulo',
  'article.loadFailed': 'Hindi ma-load ang artikulo',
  'article.loadFailedBody': 'Suriin ang inyong koneksyon at subukang muli.',
  'article.loading': 'Nilo-load ang artikulo...',
  'article.imagesOf': 'Mga larawan ng {title}',
  'article.imageAlt': 'Larawan {n} ng {count} para sa {title}',
  'carousel.item.slide': 'slide',
  'carousel.item.image': 'larawan',
  'carousel.previous': 'Nakaraang {item}',
  'carousel.next': 'Susunod na {item}',
  'carousel.position': '{n} ng {count}',
  'carousel.goTo': 'Pumunta sa {item} {n} ng {count}',
  'carousel.play': 'I-play ang slideshow',
  'carousel.pause': 'I-pause ang slideshow',
};
