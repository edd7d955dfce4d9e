import { describe, expect, it } from 'vitest';
import { parseSlashText } from './slash-heading';

describe('parseSlashText', () => {
  it('highlights the words between slashes', () => {
    expect(parseSlashText('Protect /your barangay/ today')).toEqual([
      { text: 'Protect ', highlighted: false },
      { text: 'your barangay', highlighted: true },
      { text: ' today', highlighted: false },
    ]);
  });

  it('handles a leading highlight, several highlights and no slashes', () => {
    expect(parseSlashText('/Track/ and /report/')).toEqual([
      { text: 'Track', highlighted: true },
      { text: ' and ', highlighted: false },
      { text: 'report', highlighted: true },
    ]);
    expect(parseSlashText('Plain title')).toEqual([{ text: 'Plain title', highlighted: false }]);
  });
});
