import type { UserInfo } from '@miao/contracts/users';
import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import type { SuggestionKeyDownProps } from '@tiptap/suggestion';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { UserAvatar } from '@/features/users/components/user-avatar';
import { useTranslation } from '@/lib/use-translation';

export interface MentionListHandle {
  onKeyDown: (props: SuggestionKeyDownProps) => boolean;
}

/** Most suggestions shown at once; the look-up reads up to 100 (spec 9). */
const SHOWN = 8;

/** The "@" suggestions under the caret: arrows move, Enter or Tab picks, Escape closes. */
export function MentionList(props: {
  items: UserInfo[];
  loading: boolean;
  command: (attrs: MentionNodeAttrs) => void;
  ref?: Ref<MentionListHandle>;
}) {
  const { t } = useTranslation();
  const items = props.items.slice(0, SHOWN);
  const [active, setActive] = useState(0);

  // a new list of people starts at its first entry
  useEffect(() => setActive(0), [props.items]);

  const pick = (index: number) => {
    const user = items[index];
    if (user) props.command({ id: String(user.id), label: user.nickname.trim() || t('common.anonymous') });
  };

  useImperativeHandle(props.ref, () => ({
    onKeyDown: ({ event }) => {
      if (items.length === 0) return false;
      if (event.key === 'ArrowDown') {
        setActive((i) => (i + 1) % items.length);
        return true;
      }
      if (event.key === 'ArrowUp') {
        setActive((i) => (i + items.length - 1) % items.length);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        pick(active);
        return true;
      }
      return false;
    },
  }));

  return (
    <div className="mention-list" role="listbox" aria-label={t('comments.editor.mentionList')}>
      {items.length === 0 ? (
        <p className="mention-list__empty">
          {props.loading ? t('common.loading') : t('comments.editor.mentionNone')}
        </p>
      ) : (
        items.map((user, index) => (
          <button
            key={user.id}
            type="button"
            role="option"
            aria-selected={index === active}
            className={`mention-list__item${index === active ? ' is-active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            <UserAvatar src={user.avatar} alt="" size="sm" />
            <span>{user.nickname.trim() || t('common.anonymous')}</span>
          </button>
        ))
      )}
    </div>
  );
}
