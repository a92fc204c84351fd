import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '../../lib/csp-nonce';

/**
 * Rich text for pop-up bodies (TipTap on ProseMirror): paragraphs, bold, italic, lists and links,
 * nothing that carries script. Its own stylesheet is not injected — the console's policy allows only
 * nonced styles — so content.css styles it; the server sanitizes what is saved all the same.
 */
export function RichTextEditor(props: { value?: string; onChange?: (html: string) => void; label: string }) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, protocols: ['https', 'http'], defaultProtocol: 'https' },
      }),
    ],
    content: props.value ?? '',
    injectCSS: false,
    injectNonce: cspNonce(),
    editorProps: { attributes: { 'aria-label': props.label, 'data-testid': 'rich-editor' } },
    onUpdate: ({ editor: e }) => props.onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  // A value set from outside (another record opened in the same form) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((props.value ?? '') !== current) editor.commands.setContent(props.value ?? '', { emitUpdate: false });
  }, [editor, props.value]);

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('content.editor.linkPrompt'), previous);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
  };

  const button = (key: string, icon: ReactNode, onClick: () => void, active = false) => (
    <Tooltip title={t(`content.editor.${key}`)} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`content.editor.${key}`)}
        onClick={onClick}
        disabled={!editor}
      />
    </Tooltip>
  );

  const chain = () => editor!.chain().focus();
  return (
    <div className="rich-editor">
      <div className="rich-editor-toolbar">
        {button('bold', <BoldOutlined />, () => chain().toggleBold().run(), state?.bold)}
        {button('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), state?.italic)}
        {button('bullets', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state?.bullets)}
        {button('numbers', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state?.numbers)}
        {button('link', <LinkOutlined />, setLink, state?.link)}
        {button('undo', <UndoOutlined />, () => chain().undo().run())}
        {button('redo', <RedoOutlined />, () => chain().redo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
