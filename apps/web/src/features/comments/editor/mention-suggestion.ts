import type { UserInfo } from '@miao/contracts/users';
import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import { ReactRenderer } from '@tiptap/react';
import type { SuggestionFloatingUiOptions, SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { searchMentionUsers } from '@/features/comments/api/search-mention-users';
import { MentionList, type MentionListHandle } from '@/features/comments/components/mention-list';

type MentionSuggestion = Omit<SuggestionOptions<UserInfo, MentionNodeAttrs>, 'editor'>;
type Middleware = NonNullable<SuggestionFloatingUiOptions['middleware']>[number];

/** Keeps the popup inside the viewport's width (at 390 px a caret near the right edge would push it out). */
const keepInViewport: Middleware = {
  name: 'keepInViewport',
  fn: ({ x, y, rects }) => ({
    x: Math.max(8, Math.min(x, document.documentElement.clientWidth - rects.floating.width - 8)),
    y,
  }),
};

/**
 * Spec 5 mention suggestions: "@" then a few letters of a nickname look up members (GET /api/users,
 * type comment, on the task when known: only members who may see it); the popup is positioned by the suggestion plugin (props.mount).
 */
export function mentionSuggestion(taskId?: number): MentionSuggestion {
  return {
    char: '@',
    // Chinese text puts "@" right after a character or punctuation, with no space before it
    allowedPrefixes: null,
    debounce: 200,
    floatingUi: { middleware: [keepInViewport] },
    items: async ({ query, signal }) => {
      try {
        return (await searchMentionUsers(query, signal, taskId)).results;
      } catch {
        return [];
      }
    },
    render: () => {
      let renderer: ReactRenderer<MentionListHandle> | undefined;
      let unmount: (() => void) | undefined;
      const listProps = (props: SuggestionProps<UserInfo, MentionNodeAttrs>) => ({
        items: props.items,
        loading: props.loading,
        command: props.command,
      });
      return {
        onStart: (props) => {
          renderer = new ReactRenderer(MentionList, { props: listProps(props), editor: props.editor });
          renderer.element.classList.add('mention-popup');
          unmount = props.mount(renderer.element as HTMLElement);
        },
        onUpdate: (props) => renderer?.updateProps(listProps(props)),
        onKeyDown: (props) => {
          if (props.event.key === 'Escape') {
            unmount?.();
            unmount = undefined;
            return true;
          }
          return renderer?.ref?.onKeyDown(props) ?? false;
        },
        onExit: () => {
          unmount?.();
          renderer?.destroy();
          renderer = undefined;
          unmount = undefined;
        },
      };
    },
  };
}
