import type { MessageKey } from '../../../i18n/catalogue';

/**
 * The emoji a comment box offers: a compact built-in set for talking about a reported site
 * (see docs/decisions/014-comments-emoji-vote-cache-search.md). Native glyphs, so no image or font is
 * downloaded; each has the name a screen reader says, in the reader's language (i18n/en/emoji.ts).
 */
export interface EmojiChoice {
  char: string;
  nameKey: MessageKey;
}

export const EMOJI_GROUPS: readonly { labelKey: MessageKey; items: readonly EmojiChoice[] }[] = [
  {
    labelKey: 'emoji.group.reactions',
    items: [
      { char: '👍', nameKey: 'emoji.thumbsUp' },
      { char: '👎', nameKey: 'emoji.thumbsDown' },
      { char: '👏', nameKey: 'emoji.clappingHands' },
      { char: '🙏', nameKey: 'emoji.foldedHands' },
      { char: '💪', nameKey: 'emoji.flexedBiceps' },
      { char: '🤝', nameKey: 'emoji.handshake' },
      { char: '❤️', nameKey: 'emoji.redHeart' },
      { char: '✅', nameKey: 'emoji.checkMark' },
      { char: '❌', nameKey: 'emoji.crossMark' },
      { char: '❗', nameKey: 'emoji.exclamationMark' },
      { char: '❓', nameKey: 'emoji.questionMark' },
      { char: '⚠️', nameKey: 'emoji.warning' },
    ],
  },
  {
    labelKey: 'emoji.group.faces',
    items: [
      { char: '😀', nameKey: 'emoji.grinningFace' },
      { char: '😊', nameKey: 'emoji.smilingFace' },
      { char: '😂', nameKey: 'emoji.tearsOfJoy' },
      { char: '🙂', nameKey: 'emoji.slightlySmiling' },
      { char: '😮', nameKey: 'emoji.surprisedFace' },
      { char: '😟', nameKey: 'emoji.worriedFace' },
      { char: '😢', nameKey: 'emoji.cryingFace' },
      { char: '😡', nameKey: 'emoji.angryFace' },
      { char: '🤔', nameKey: 'emoji.thinkingFace' },
      { char: '😷', nameKey: 'emoji.medicalMask' },
      { char: '🤒', nameKey: 'emoji.thermometer' },
      { char: '🥵', nameKey: 'emoji.hotFace' },
    ],
  },
  {
    labelKey: 'emoji.group.places',
    items: [
      { char: '🦟', nameKey: 'emoji.mosquito' },
      { char: '💧', nameKey: 'emoji.droplet' },
      { char: '🌧️', nameKey: 'emoji.rainCloud' },
      { char: '🌊', nameKey: 'emoji.waterWave' },
      { char: '🗑️', nameKey: 'emoji.wastebasket' },
      { char: '🛞', nameKey: 'emoji.tyre' },
      { char: '🪣', nameKey: 'emoji.bucket' },
      { char: '🧹', nameKey: 'emoji.broom' },
      { char: '🧴', nameKey: 'emoji.lotionBottle' },
      { char: '🏠', nameKey: 'emoji.house' },
      { char: '🏫', nameKey: 'emoji.school' },
      { char: '🏥', nameKey: 'emoji.hospital' },
      { char: '📍', nameKey: 'emoji.pushpin' },
      { char: '🚧', nameKey: 'emoji.construction' },
      { char: '🔥', nameKey: 'emoji.fire' },
      { char: '💊', nameKey: 'emoji.pill' },
    ],
  },
];
