import { isBoardHtmlUrl } from '@hanpan/core/html-allow-list';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

// Only images the member site would keep (http(s) or this site): the editor must not load
// "//elsewhere" while staff paste or type text, before the server has sanitized anything.
const BoardImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isBoardHtmlUrl(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
});

type RichTextEditorProps = {
  /** The HTML being edited (the draft's text; the HTML box beside it may change it too). */
  html: string;
  onChange: (html: string) => void;
  labelledBy: string;
};

/**
 * TipTap's editor with a toolbar of the formatting the board allow-list keeps (headings, bold,
 * italic, underline, strike, lists, quote, links, images). It writes HTML; the server sanitizes it
 * on save, so what the editor produces is never trusted more than what is typed in the HTML box.
 */
export function RichTextEditor({ html, onChange, labelledBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['http', 'https'] },
      }),
      BoardImage,
    ],
    content: html,
    immediatelyRender: true,
    editorProps: {
      attributes: { class: 'rich-editor__content', 'aria-labelledby': labelledBy, role: 'textbox' },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });

  // The HTML box or an uploaded image changed the text: show it (without echoing it back).
  useEffect(() => {
    if (html !== editor.getHTML()) editor.commands.setContent(html, { emitUpdate: false });
  }, [html, editor]);

  const chain = () => editor.chain().focus();
  const tool = (label: string, isActive: boolean, run: () => void) => (
    <button
      type="button"
      className={isActive ? 'rich-editor__tool is-active' : 'rich-editor__tool'}
      aria-pressed={isActive}
      onClick={run}
    >
      {label}
    </button>
  );

  function setLink(): void {
    const url = window.prompt('링크 주소 (https://...)', editor.getAttributes('link').href ?? '');
    if (url === null) return;
    if (url.trim() === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  }

  return (
    <div className="rich-editor" data-testid="rich-editor">
      <div className="rich-editor__toolbar" role="toolbar" aria-label="서식">
        {tool('제목', active.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('소제목', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('굵게', active.bold, () => chain().toggleBold().run())}
        {tool('기울임', active.italic, () => chain().toggleItalic().run())}
        {tool('밑줄', active.underline, () => chain().toggleUnderline().run())}
        {tool('취소선', active.strike, () => chain().toggleStrike().run())}
        {tool('목록', active.bulletList, () => chain().toggleBulletList().run())}
        {tool('번호 목록', active.orderedList, () => chain().toggleOrderedList().run())}
        {tool('인용', active.blockquote, () => chain().toggleBlockquote().run())}
        {tool('링크', active.link, setLink)}
        {tool('되돌리기', false, () => chain().undo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
