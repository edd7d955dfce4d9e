/**
 * The emoji a comment box offers: a compact built-in set for talking about a reported site
 * (see docs/decisions/014-comments-emoji-vote-cache-search.md). Native glyphs, so no image or font is
 * downloaded; each has the name a screen reader says.
 */
export interface EmojiChoice {
  char: string;
  name: string;
}

export const EMOJI_GROUPS: readonly { label: string; items: readonly EmojiChoice[] }[] = [
  {
    label: 'Reactions',
    items: [
      { char: '👍', name: 'thumbs up' },
      { char: '👎', name: 'thumbs down' },
      { char: '👏', name: 'clapping hands' },
      { char: '🙏', name: 'folded hands' },
      { char: '💪', name: 'flexed biceps' },
      { char: '🤝', name: 'handshake' },
      { char: '❤️', name: 'red heart' },
      { char: '✅', name: 'check mark' },
      { char: '❌', name: 'cross mark' },
      { char: '❗', name: 'exclamation mark' },
      { char: '❓', name: 'question mark' },
      { char: '⚠️', name: 'warning' },
    ],
  },
  {
    label: 'Faces',
    items: [
      { char: '😀', name: 'grinning face' },
      { char: '😊', name: 'smiling face' },
      { char: '😂', name: 'face with tears of joy' },
      { char: '🙂', name: 'slightly smiling face' },
      { char: '😮', name: 'surprised face' },
      { char: '😟', name: 'worried face' },
      { char: '😢', name: 'crying face' },
      { char: '😡', name: 'angry face' },
      { char: '🤔', name: 'thinking face' },
      { char: '😷', name: 'face with medical mask' },
      { char: '🤒', name: 'face with thermometer' },
      { char: '🥵', name: 'hot face' },
    ],
  },
  {
    label: 'Dengue and places',
    items: [
      { char: '🦟', name: 'mosquito' },
      { char: '💧', name: 'droplet' },
      { char: '🌧️', name: 'rain cloud' },
      { char: '🌊', name: 'water wave' },
      { char: '🗑️', name: 'wastebasket' },
      { char: '🛞', name: 'tyre' },
      { char: '🪣', name: 'bucket' },
      { char: '🧹', name: 'broom' },
      { char: '🧴', name: 'lotion bottle' },
      { char: '🏠', name: 'house' },
      { char: '🏫', name: 'school' },
      { char: '🏥', name: 'hospital' },
      { char: '📍', name: 'round pushpin' },
      { char: '🚧', name: 'construction' },
      { char: '🔥', name: 'fire' },
      { char: '💊', name: 'pill' },
    ],
  },
];
