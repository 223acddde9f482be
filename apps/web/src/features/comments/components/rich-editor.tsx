import type { UploadedFile } from '@miao/contracts/uploads';
import { COMMENT_MAX_HTML } from '@miao/contracts/limits';
import Image from '@tiptap/extension-image';
import Mention from '@tiptap/extension-mention';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { mentionSuggestion } from '@/features/comments/editor/mention-suggestion';
import { Video } from '@/features/comments/editor/video-node';
import { useEditorUploads } from '@/features/comments/hooks/use-editor-uploads';
import {
  collectMentionIds,
  collectMentions,
  htmlLength,
  type MentionedMember,
} from '@/features/comments/utils/comment-content';
import { acceptFor, pastedFileName, type EditorUploadKind } from '@/features/comments/utils/upload-rules';
import { useTranslation } from '@/lib/use-translation';
import {
  BoldIcon,
  BulletListIcon,
  CodeIcon,
  FileIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  SendIcon,
  VideoIcon,
} from './comment-icons';

export interface RichEditorProps {
  /** Replies: formatting only, no upload controls (spec 2). */
  simple: boolean;
  initialContent: string;
  placeholder: string;
  /** The editable area's accessible name. */
  label: string;
  /** A form field's hint or error shown outside the editor (aria-describedby), and whether it is refused. */
  describedBy?: string;
  invalid?: boolean;
  /** Offer "@" suggestions (spec 5: user.retrieve and comment.mention). */
  mentions: boolean;
  /** The task commented on: suggestions list only members who may see it. */
  mentionTaskId?: number;
  /** Characters of HTML the counter measures (comments: spec 9's 2000; task descriptions: ours). */
  maxLength?: number;
  /** Bullet and numbered list buttons (task descriptions). */
  lists?: boolean;
  busy?: boolean;
  submitLabel?: string;
  autoFocus?: boolean;
  onChange?: (html: string, empty: boolean, mentioned: MentionedMember[]) => void;
  /**
   * Answers whether the comment was sent; only then is the editor cleared (a refusal keeps the
   * text). Without it the editor is a field of a form: no send button, the form saves the HTML.
   */
  onSubmit?: (draft: { html: string; mentionIds: number[] }) => Promise<boolean>;
  onCancel?: () => void;
  /** Uploads in flight start (true) and all end (false): a form waits for them before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** `example.com/x` becomes `https://example.com/x`; mail and web addresses keep their scheme. */
function normaliseHref(value: string): string {
  const href = value.trim();
  if (!href) return '';
  return /^(https?:|mailto:)/i.test(href) ? href : `https://${href}`;
}

function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * The comment editor (TipTap), loaded lazily and only in the browser: paragraphs, bold, italic,
 * links, code, lists; image, video and file uploads with progress; pasted images uploaded and
 * replaced by their address; pasted web addresses become links; "@" mentions. The task form uses
 * it for the description too (issue 18), as a form field without a send button.
 */
export default function RichEditor(props: RichEditorProps) {
  const { t } = useTranslation();
  const { active, upload } = useEditorUploads();
  const [length, setLength] = useState(0);
  const maxLength = props.maxLength ?? COMMENT_MAX_HTML;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const linkId = useId();

  // The editor is created once; its handlers read the latest props and functions through this.
  const latest = useRef<{
    props: RichEditorProps;
    upload: typeof upload;
    submit: () => void;
    editor: Editor | null;
  }>({ props, upload, submit: () => {}, editor: null });
  useEffect(() => {
    latest.current.props = props;
    latest.current.upload = upload;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        codeBlock: false,
        blockquote: false,
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          // the server adds target and rel itself; leaving them out keeps the 2000 characters for words
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Video,
      Placeholder.configure({ placeholder: props.placeholder }),
      ...(props.mentions
        ? [
            Mention.configure({
              renderHTML: ({ node }) => [
                'span',
                { 'data-type': 'mention', 'data-id': node.attrs.id, 'data-label': node.attrs.label },
                `@${node.attrs.label ?? node.attrs.id}`,
              ],
              renderText: ({ node }) => `@${node.attrs.label ?? node.attrs.id}`,
              suggestion: mentionSuggestion(props.mentionTaskId),
            }),
          ]
        : []),
    ],
    content: props.initialContent,
    autofocus: props.autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        class: 'comment-editor__prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.label,
      },
      // Spec 5: pasted images are uploaded and replaced by the returned address.
      handlePaste: (_view, event) => {
        const images = [...(event.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
        if (images.length === 0 || latest.current.props.simple) return false;
        event.preventDefault();
        images.forEach((file, index) => void insertUpload(file, pastedFileName(file, index), 'image'));
        return true;
      },
      handleDrop: (_view, event) => {
        const files = [...(event.dataTransfer?.files ?? [])];
        if (files.length === 0 || latest.current.props.simple) return false;
        event.preventDefault();
        for (const file of files) void insertUpload(file, file.name, kindOf(file));
        return true;
      },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
          latest.current.submit();
          return true;
        }
        return false;
      },
    },
    onCreate: ({ editor: created }) => setLength(htmlLength(htmlOf(created), maxLength)),
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      setLength(htmlLength(html, maxLength));
      latest.current.props.onChange?.(html, changed.isEmpty, collectMentions(changed.getJSON()));
    },
  });

  useEffect(() => {
    latest.current.editor = editor;
  }, [editor]);

  // A form's hint or error: set on the editable element itself, which the editor creates once.
  const { describedBy, invalid } = props;
  useEffect(() => {
    const dom = editor?.isDestroyed === false ? editor.view.dom : undefined;
    if (!dom) return;
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [editor, describedBy, invalid]);

  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      code: current?.isActive('code') ?? false,
      link: current?.isActive('link') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  function kindOf(file: File): EditorUploadKind {
    if (file.type.startsWith('image/')) return 'image';
    if (file.type.startsWith('video/')) return 'video';
    return 'file';
  }

  async function insertUpload(file: Blob, name: string, kind: EditorUploadKind) {
    const uploaded: UploadedFile | undefined = await latest.current.upload(file, name, kind);
    const current = latest.current.editor;
    if (!uploaded || !current || current.isDestroyed) return;
    const chain = current.chain().focus();
    if (kind === 'image') chain.setImage({ src: uploaded.url, alt: name }).run();
    else if (kind === 'video') chain.setVideo({ src: uploaded.url }).run();
    else
      chain
        .insertContent([
          {
            type: 'text',
            text: uploaded.name || name,
            marks: [{ type: 'link', attrs: { href: uploaded.url } }],
          },
          { type: 'text', text: ' ' },
        ])
        .run();
  }

  const submit = async () => {
    if (!editor || !props.onSubmit || props.busy || active.length > 0) return;
    const sent = await props.onSubmit({
      html: htmlOf(editor),
      mentionIds: collectMentionIds(editor.getJSON()),
    });
    if (sent && !editor.isDestroyed) editor.commands.clearContent(true);
  };
  useEffect(() => {
    latest.current.submit = () => void submit();
  });

  const onPick = (kind: EditorUploadKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) void insertUpload(file, file.name, kind);
  };

  const openLink = () => {
    setLinkValue(editor?.getAttributes('link').href ?? '');
    setLinkOpen(true);
  };

  const applyLink = () => {
    if (!editor) return;
    const href = normaliseHref(linkValue);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinkOpen(false);
  };

  const tool = (name: keyof typeof marks, label: string, icon: ReactNode, run: () => void) => (
    <button
      type="button"
      className={`comment-editor__tool${marks[name] ? ' is-active' : ''}`}
      aria-pressed={marks[name]}
      aria-label={label}
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {icon}
    </button>
  );

  const uploadTool = (kind: EditorUploadKind, label: string, icon: ReactNode) => (
    <label className="comment-editor__tool" title={label}>
      {icon}
      <span className="visually-hidden">{label}</span>
      <input
        type="file"
        className="visually-hidden"
        accept={acceptFor(kind)}
        multiple={kind !== 'video'}
        onChange={onPick(kind)}
        data-upload={kind}
      />
    </label>
  );

  const over = length > maxLength;
  const uploading = active.length > 0;
  const { onUploadingChange } = props;
  useEffect(() => {
    if (!uploading || !onUploadingChange) return;
    onUploadingChange(true);
    return () => onUploadingChange(false);
  }, [uploading, onUploadingChange]);

  return (
    <div className={`comment-editor${props.simple ? ' comment-editor--simple' : ''}`}>
      <div className="comment-editor__toolbar" role="toolbar" aria-label={t('comments.editor.toolbar')}>
        {tool('bold', t('comments.editor.bold'), <BoldIcon />, () =>
          editor?.chain().focus().toggleBold().run(),
        )}
        {tool('italic', t('comments.editor.italic'), <ItalicIcon />, () =>
          editor?.chain().focus().toggleItalic().run(),
        )}
        {tool('link', t('comments.editor.link'), <LinkIcon />, openLink)}
        {tool('code', t('comments.editor.code'), <CodeIcon />, () =>
          editor?.chain().focus().toggleCode().run(),
        )}
        {props.lists ? (
          <>
            {tool('bulletList', t('comments.editor.bulletList'), <BulletListIcon />, () =>
              editor?.chain().focus().toggleBulletList().run(),
            )}
            {tool('orderedList', t('comments.editor.orderedList'), <OrderedListIcon />, () =>
              editor?.chain().focus().toggleOrderedList().run(),
            )}
          </>
        ) : null}
        {props.simple ? null : (
          <>
            <span className="comment-editor__divider" aria-hidden="true" />
            {uploadTool('image', t('comments.editor.image'), <ImageIcon />)}
            {uploadTool('video', t('comments.editor.video'), <VideoIcon />)}
            {uploadTool('file', t('comments.editor.file'), <FileIcon />)}
          </>
        )}
      </div>
      {linkOpen ? (
        // not a <form>: the task form holds this editor, and forms cannot nest
        <div className="comment-editor__link" role="group" aria-label={t('comments.editor.link')}>
          <label htmlFor={linkId} className="visually-hidden">
            {t('comments.editor.linkAddress')}
          </label>
          <input
            id={linkId}
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={linkValue}
            onChange={(event) => setLinkValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setLinkOpen(false);
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
            }}
            autoFocus
          />
          <button type="button" className="button button--secondary" onClick={applyLink}>
            {t('comments.editor.linkApply')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setLinkOpen(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : null}
      <EditorContent editor={editor} className="comment-editor__content" />
      {uploading ? (
        <ul className="comment-editor__uploads" aria-live="polite">
          {active.map((item) => {
            const percent = Math.round(item.progress * 100);
            return (
              <li key={item.key} className="comment-editor__upload">
                <span className="comment-editor__upload-name">
                  {t('comments.upload.uploading', { name: item.name })}
                </span>
                <progress className="progress" max={100} value={percent} aria-label={item.name} />
                <span className="comment-editor__upload-percent mono">{percent}%</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="comment-editor__foot">
        <span className={`comment-editor__count${over ? ' is-over' : ''}`} aria-live="polite">
          {t('comments.editor.count', { count: length, max: maxLength })}
        </span>
        <div className="comment-editor__actions">
          {props.onCancel ? (
            <button type="button" className="button button--secondary" onClick={props.onCancel}>
              {t('common.cancel')}
            </button>
          ) : null}
          {props.onSubmit ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void submit()}
              disabled={props.busy || uploading}
            >
              <SendIcon /> {props.busy ? t('comments.editor.sending') : props.submitLabel}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
