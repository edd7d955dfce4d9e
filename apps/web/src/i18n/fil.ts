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

  'app.defaultTitle': 'Dengue Watch QC — Pagsubaybay ng komunidad sa dengue sa Quezon City',
  'landing.eyebrow': 'Pagsubaybay ng komunidad sa dengue sa Quezon City',
  'landing.heroTitle':
    'Bantayan ang dengue. I-report ang mga pinamumugaran ng lamok. /Protektahan ang inyong barangay./',
  'landing.heroText':
    'Tingnan ang lingguhang takbo ng dengue sa bawat barangay, ibahagi kung saan maaaring nangingitlog ang lamok, at alamin ang mga tip sa pag-iwas at mga babala ng Quezon City Epidemiology and Surveillance Division.',
  'landing.checkPatterns': 'Tingnan ang Takbo ng Dengue',
  'landing.reportSite': 'Mag-report ng Pinamumugaran',
  'landing.getTips': 'Mga Tip sa Pag-iwas',
  'landing.valuesTitle': 'Binuo kasama at para sa komunidad',
  'landing.confidentiality': 'Pagiging Kumpidensyal',
  'landing.confidentialityText':
    'Maaari kayong mag-report nang hindi nagpapakilala: hindi makikita ng ibang residente ang inyong pangalan, at binubura sa mga larawan ang nakatagong datos ng lokasyon.',
  'landing.accessibility': 'Madaling Gamitin',
  'landing.accessibilityText':
    'Libre sa kahit anong browser, sa cellphone man o computer. Hindi kailangan ng account para makita ang mapa, mga babala, at mga tip sa pag-iwas.',
  'landing.community': 'Komunidad',
  'landing.communityText':
    'Bawat report na napatunayan ay tumutulong sa mga health worker na mas maagang matunton ang mga pinamumugaran ng lamok at maglinis kung saan ito pinakakailangan.',
  'landing.shareTitle': 'May nakita ba kayong posibleng pinamumugaran ng lamok?',
  'landing.shareText':
    'Nakatenggang tubig, hindi nakolektang basura, bukas na lalagyan: sabihin sa surveillance team kung saan.',
  'landing.shareButton': 'Magbahagi ng report ng pinamumugaran',
  'landing.loginToShare': 'Mag-login muna para maibahagi ang inyong report',
  'landing.mapTitle': 'Mapa ng dengue sa Quezon City',
  'landing.mapText':
    'May kulay ang mga barangay ayon sa pinakahuling takbo ng dengue, kasama ang mga napatunayang report ng pinamumugaran ng lamok.',
  'landing.mapUnavailable': 'Hindi ma-load ang silip sa mapa.',
  'landing.openMap': 'Buksan ang mapa ng dengue',
  'landing.mapLoading': 'Nilo-load ang mapa...',
  'landing.mapLater': 'Lalabas ang silip sa mapa pag-scroll ninyo rito.',
  'about.title': 'Tungkol sa Amin',
  'about.partner': 'Katuwang',
  'about.partnerText': 'Katuwang ang Quezon City Epidemiology and Surveillance Division',
  'about.heading': 'Tungkol sa /Dengue Watch QC/',
  'about.description':
    'Hatid ng Dengue Watch QC sa mga residente ng Quezon City ang lingguhang datos tungkol sa dengue, mga babala, at mga tip sa pag-iwas, kasama ang mga report ng komunidad tungkol sa mga pinamumugaran ng lamok at mga pagsusuri ng datos na tumutulong sa mga health worker na kumilos kung saan sila pinakakailangan.',
  'about.mission': 'Misyon',
  'about.missionText':
    'Bigyang-kakayahan ang mga komunidad sa pamamagitan ng pagsubaybay sa dengue at mga report ng mamamayan, palawakin ang kaalaman, itaguyod ang pag-iwas, at suportahan ang mabilis na pagtugon sa outbreak.',
  'about.vision': 'Bisyon',
  'about.visionText':
    'Maging pangunahing plataporma ng komunidad sa pag-iwas sa dengue para sa kinabukasang ligtas sa dengue.',
  'about.dataSources': 'Pinagmulan ng datos',
  'about.boundaries': 'Mga hangganan ng barangay ©',
  'about.osmContributors': 'mga kontribyutor ng OpenStreetMap',
  'about.availableUnder': ', makukuha sa ilalim ng',
  'about.odbl': 'Open Database License (ODbL 1.0)',
  'about.population':
    'Bilang ng populasyon: census 2015 ng Philippine Statistics Authority, ayon sa nakatala sa OpenStreetMap',
  'about.historical':
    'Lingguhang bilang ng dengue noong nakaraan: Department of Health ng Pilipinas, sa pamamagitan ng Humanitarian Data Exchange',
};
