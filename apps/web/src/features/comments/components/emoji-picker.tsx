import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/language-store';
import { EMOJI_GROUPS } from '../model/emoji-list';
import '../../../i18n/en/community';
import '../../../i18n/en/emoji';

/**
 * The emoji grid of the comment box. Loaded with React.lazy only when the box's emoji button is pressed, so
 * the list costs nothing to people who never open it. Escape closes it (the box puts focus back).
 */
export function EmojiPicker({ onPick, onClose }: { onPick: (emoji: string) => void; onClose: () => void }) {
  const t = useT();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset
      aria-label={t('comments.emoji')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Inside a dialog Escape would close the whole dialog; here it closes only the picker.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      className="mt-2 max-h-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
    >
      {EMOJI_GROUPS.map((group, groupIndex) => (
        <fieldset key={group.labelKey} className="mb-1">
          <legend className="px-1 text-xs font-semibold text-slate-600">{t(group.labelKey)}</legend>
          <div className="flex flex-wrap gap-0.5">
            {group.items.map((emoji, index) => (
              <button
                key={emoji.char}
                ref={groupIndex === 0 && index === 0 ? first : undefined}
                type="button"
                aria-label={t(emoji.nameKey)}
                title={t(emoji.nameKey)}
                onClick={() => onPick(emoji.char)}
                className="flex size-9 items-center justify-center rounded-lg text-xl hover:bg-slate-100"
              >
                <span aria-hidden="true">{emoji.char}</span>
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
