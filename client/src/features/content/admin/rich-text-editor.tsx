import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Ref, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { linkHref, sitePath } from './link-address';
import { linkCheckSaga } from './link-check-saga';
import { linkCheckActions, linkCheckSlice, selectLinkCheck } from './link-check-slice';

linkCheckSlice.injectInto(rootReducer);
injectSaga('linkCheck', linkCheckSaga);

/** How long typing pauses before a site path is checked. */
const CHECK_AFTER_MS = 400;

/**
 * Takes the browser's selection into the editor state now. ProseMirror reads a selection the
 * browser moved itself (Shift+arrows, Home, End) on the next `selectionchange` event, and
 * Chromium may run a queued key press before that event. Without this, a shortcut (Ctrl+B) or
 * a Tab to the toolbar that follows a fast Shift+Home acts on the previous selection.
 */
function syncSelectionFromDom(view: EditorView): void {
  if (view.composing || !(view.state.selection instanceof TextSelection)) return;
  const dom = view.dom.ownerDocument.getSelection();
  if (!dom?.anchorNode || !dom.focusNode || !view.dom.contains(dom.anchorNode) || !view.dom.contains(dom.focusNode)) return;
  const { doc, selection } = view.state;
  const next = TextSelection.between(doc.resolve(view.posAtDOM(dom.anchorNode, dom.anchorOffset)), doc.resolve(view.posAtDOM(dom.focusNode, dom.focusOffset)));
  if (!next.eq(selection)) view.dispatch(view.state.tr.setSelection(next));
}

/**
 * The admin rich-text editor (TipTap; admin chunk only). Emits HTML; the server sanitizes it
 * again before storing, so the editor is a convenience, not a security boundary.
 */
export function RichTextEditor(props: { label: string; value: string; onChange(html: string): void; id?: string; minHeight?: number }) {
  const autoId = useId();
  const id = props.id ?? `rte-${autoId}`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const linkButton = useRef<HTMLButtonElement>(null);
  // The site path the warning is about: the one being typed, or the last one applied.
  const [appliedPath, setAppliedPath] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const subject = linkOpen ? sitePath(linkHref(href)) : appliedPath;
  const check = useAppSelector((s) => (subject ? selectLinkCheck(s).paths[subject] : undefined));
  const warning = subject && check?.resolves === false ? `The link ${subject} is broken: ${check.reason ?? ''}` : '';
  useEffect(() => {
    const path = linkOpen ? sitePath(linkHref(href)) : null;
    if (!path) return;
    const timer = setTimeout(() => dispatch(linkCheckActions.pathCheckRequested({ path })), CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [dispatch, linkOpen, href]);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } } })],
    content: props.value || '',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true', class: 'rte__content form-control', id },
      // Runs before the editor's own key bindings, and before Tab takes focus to the toolbar.
      handleKeyDown: (view) => {
        syncSelectionFromDom(view);
        return false;
      },
    },
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  // A value loaded from outside (a rollback, a reload) replaces the editor's content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((props.value || '') !== current) editor.commands.setContent(props.value || '', { emitUpdate: false });
  }, [editor, props.value]);

  const tool = (label: string, isActive: boolean, run: () => void, text: string, ref?: Ref<HTMLButtonElement>) => (
    <Button
      ref={ref}
      type="button"
      size="sm"
      variant={isActive ? 'secondary' : 'outline-secondary'}
      aria-label={label}
      aria-pressed={isActive}
      title={label}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </Button>
  );
  const applyLink = () => {
    if (!editor) return;
    const url = linkHref(href);
    const { empty } = editor.state.selection;
    if (!url) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    // Nothing selected and not in a link: the address becomes the link's text, and typing on is not linked.
    else if (empty && !editor.isActive('link'))
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .unsetMark('link')
        .run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    const path = url ? sitePath(url) : null;
    if (path) dispatch(linkCheckActions.pathCheckRequested({ path }));
    setAppliedPath(path);
    setLinkOpen(false);
    setHref('');
  };
  // Escape leaves the link address without applying it; focus goes back to the Link button.
  const cancelLink = () => {
    setLinkOpen(false);
    setHref('');
    linkButton.current?.focus();
  };
  return (
    <div className="rte mb-3">
      <div className="form-label" id={`${id}-label`}>
        {props.label}
      </div>
      <div className="rte__toolbar btn-toolbar gap-1 mb-1" role="toolbar" aria-label={`${props.label} formatting`}>
        {tool('Bold', active?.bold ?? false, () => editor?.chain().focus().toggleBold().run(), 'B')}
        {tool('Italic', active?.italic ?? false, () => editor?.chain().focus().toggleItalic().run(), 'I')}
        {tool('Heading 2', active?.h2 ?? false, () => editor?.chain().focus().toggleHeading({ level: 2 }).run(), 'H2')}
        {tool('Heading 3', active?.h3 ?? false, () => editor?.chain().focus().toggleHeading({ level: 3 }).run(), 'H3')}
        {tool('Bulleted list', active?.bullet ?? false, () => editor?.chain().focus().toggleBulletList().run(), '• List')}
        {tool('Numbered list', active?.ordered ?? false, () => editor?.chain().focus().toggleOrderedList().run(), '1. List')}
        {tool('Quote', active?.quote ?? false, () => editor?.chain().focus().toggleBlockquote().run(), '❝')}
        {tool(
          'Link',
          active?.link ?? false,
          () => {
            setHref(editor?.getAttributes('link').href ?? '');
            setAppliedPath(null);
            setLinkOpen((o) => !o);
          },
          'Link',
          linkButton,
        )}
      </div>
      {linkOpen ? (
        <div className="d-flex gap-2 mb-2">
          <Form.Control
            size="sm"
            aria-label="Link address"
            aria-describedby={`${id}-link-warning`}
            placeholder="https://…"
            // Opening the link address is asked for by the Link button, so focus goes straight to it.
            autoFocus
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                cancelLink();
              }
            }}
          />
          <Button size="sm" type="button" onClick={applyLink}>
            Apply link
          </Button>
        </div>
      ) : null}
      {/* Kept on the page so a warning is announced when it appears; a live region, not a status, so the modules editor's own status stays the only one. */}
      <div id={`${id}-link-warning`} aria-live="polite" className={warning ? 'rte__link-warning alert alert-warning py-1 px-2 mb-2 small' : 'visually-hidden'}>
        {warning}
      </div>
      <EditorContent editor={editor} style={{ ['--rte-min' as string]: `${props.minHeight ?? 140}px` }} />
    </div>
  );
}
