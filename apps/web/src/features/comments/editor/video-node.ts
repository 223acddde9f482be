import { mergeAttributes, Node } from '@tiptap/react';

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    video: {
      /** Embeds an uploaded video (our media host only; the server drops any other). */
      setVideo: (attributes: { src: string }) => ReturnType;
    };
  }
}

/** A block `<video src controls>`: the one media element the server keeps besides images. */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return { src: { default: null } };
  },

  parseHTML() {
    return [{ tag: 'video[src]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes(HTMLAttributes, { controls: 'true', preload: 'metadata' })];
  },

  addCommands() {
    return {
      setVideo:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});
