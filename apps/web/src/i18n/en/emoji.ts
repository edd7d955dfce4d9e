import { registerEnglish } from '../language-store';

/**
 * English, part 'emoji': the names of the comment box's emoji (what a screen reader says and a pointer's
 * tooltip shows) and their groups. Loaded with the emoji picker only, which is itself loaded on first use.
 */
export const emojiEn = {
  'emoji.group.reactions': 'Reactions',
  'emoji.group.faces': 'Faces',
  'emoji.group.places': 'Dengue and places',
  'emoji.thumbsUp': 'thumbs up',
  'emoji.thumbsDown': 'thumbs down',
  'emoji.clappingHands': 'clapping hands',
  'emoji.foldedHands': 'folded hands',
  'emoji.flexedBiceps': 'flexed biceps',
  'emoji.handshake': 'handshake',
  'emoji.redHeart': 'red heart',
  'emoji.checkMark': 'check mark',
  'emoji.crossMark': 'cross mark',
  'emoji.exclamationMark': 'exclamation mark',
  'emoji.questionMark': 'question mark',
  'emoji.warning': 'warning',
  'emoji.grinningFace': 'grinning face',
  'emoji.smilingFace': 'smiling face',
  'emoji.tearsOfJoy': 'face with tears of joy',
  'emoji.slightlySmiling': 'slightly smiling face',
  'emoji.surprisedFace': 'surprised face',
  'emoji.worriedFace': 'worried face',
  'emoji.cryingFace': 'crying face',
  'emoji.angryFace': 'angry face',
  'emoji.thinkingFace': 'thinking face',
  'emoji.medicalMask': 'face with medical mask',
  'emoji.thermometer': 'face with thermometer',
  'emoji.hotFace': 'hot face',
  'emoji.mosquito': 'mosquito',
  'emoji.droplet': 'droplet',
  'emoji.rainCloud': 'rain cloud',
  'emoji.waterWave': 'water wave',
  'emoji.wastebasket': 'wastebasket',
  'emoji.tyre': 'tyre',
  'emoji.bucket': 'bucket',
  'emoji.broom': 'broom',
  'emoji.lotionBottle': 'lotion bottle',
  'emoji.house': 'house',
  'emoji.school': 'school',
  'emoji.hospital': 'hospital',
  'emoji.pushpin': 'round pushpin',
  'emoji.construction': 'construction',
  'emoji.fire': 'fire',
  'emoji.pill': 'pill',
} satisfies Record<string, string>;

registerEnglish(emojiEn);
